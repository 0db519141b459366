import { ELIGIBILITY_CONFIG } from "../../contracts/panel-search-constants";
import type { Db } from "../client";
import { insertConfigItems } from "../repo/config";
import { DEFAULT_THRESHOLDS } from "../repo/panel-search/eligibility-sql";

const value = (key: string, v: number, description: string) => ({
  key,
  kind: "value" as const,
  value: String(v),
  description,
});

/** The eligibility thresholds and the event archive age (decisions 142, 144), editable in configuration. */
export async function seedPanelSearch(db: Db): Promise<void> {
  const t = DEFAULT_THRESHOLDS;
  await insertConfigItems(db, [
    value(
      ELIGIBILITY_CONFIG.cooldownDays,
      t.cooldownDays,
      "Cooldown: days after taking part before a member is eligible again",
    ),
    value(
      ELIGIBILITY_CONFIG.noShowBlockAt,
      t.noShowBlockAt,
      "No-shows at which a member is blocked from bookings",
    ),
    value(
      ELIGIBILITY_CONFIG.unresponsiveInvites,
      t.unresponsiveInvites,
      "Unanswered invitations that label a member unresponsive",
    ),
    value(
      ELIGIBILITY_CONFIG.categoryMonths,
      t.categoryMonths,
      "Months in which taking part in the same job category is flagged",
    ),
    value(
      ELIGIBILITY_CONFIG.competitorMonths,
      t.competitorMonths,
      "Months in which taking part for a competing client is flagged",
    ),
    value(ELIGIBILITY_CONFIG.archiveAfterDays, 730, "Days after which respondent events move to the archive"),
  ]);
}
