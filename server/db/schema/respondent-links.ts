import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, parentId, rowId } from "./columns";
import { respondents } from "./respondents";

/**
 * A change of contact details made through an encoded survey link (decision 092). The previous
 * values are kept so the respondent can undo the change once, before it expires, from the
 * revert link mailed to them.
 */
export const respondentProfileChanges = pgTable(
  "respondent_profile_changes",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    jobId: integer("job_id"),
    oldEmail: text("old_email"),
    oldMobile: text("old_mobile"),
    oldPostcode: text("old_postcode"),
    newEmail: text("new_email"),
    newMobile: text("new_mobile"),
    newPostcode: text("new_postcode"),
    /** The address the revert link went to (the previous e-mail when there was one). */
    mailedTo: text("mailed_to"),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    revertedAt: instant("reverted_at"),
  },
  (t) => [index("respondent_profile_changes_respondent_idx").on(t.respondentId)],
);
