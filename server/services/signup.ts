import type { Deps } from "../context";
import type { ReferFriend } from "../contracts/respondent-portal";
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE, type Signup } from "../contracts/signup";
import { configValue } from "../db/repo/config";
import { insertEvent } from "../db/repo/respondent-records";
import { findDuplicate, insertRespondent, insertRespondentAccount } from "../db/repo/respondents";
import { queueMail } from "../mail/outbox";
import { sendPasswordLinkMail } from "./password-links";

type SignupDeps = Pick<Deps, "db" | "env" | "now" | "notifyOutbox">;
export type SignupResult = { ok: true; respondentId: number } | { ok: false; errors: string[] };

const flagOn = async (deps: Pick<Deps, "db">, key: string) =>
  (await configValue(deps.db, key))?.toLowerCase() === "true";

/**
 * res-signup (decision 064): refuses a used e-mail or mobile, creates the respondent (with the
 * business or impairment panel fields) and a password-less account in one transaction, then
 * queues the set-password mail through the auth area's link service.
 */
export async function signUp(deps: SignupDeps, input: Signup): Promise<SignupResult> {
  if (input.panel === "business" && !(await flagOn(deps, "IsBusinessPanelAllowed"))) {
    return { ok: false, errors: ["The business panel is not open for sign-up."] };
  }
  if (input.panel === "impairment" && !(await flagOn(deps, "IsDisabilityPanelAllowed"))) {
    return { ok: false, errors: ["The impairment panel is not open for sign-up."] };
  }
  const duplicate = await findDuplicate(deps.db, { email: input.email, mobile: input.mobile });
  if (duplicate) return { ok: false, errors: [duplicate === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE] };

  const business = input.panel === "business";
  const impairment = input.panel === "impairment";
  const blank = (v: string) => (v === "" ? null : v);
  let created: Awaited<ReturnType<typeof insertRespondentAccount>>;
  let respondentId: number;
  try {
    ({ created, respondentId } = await deps.db.transaction(async (tx) => {
      const row = await insertRespondent(tx, {
        title: blank(input.title),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        mobile: input.mobile,
        landline: input.landline || null,
        postcode: input.postcode,
        gender: input.gender,
        yearOfBirth: input.yearOfBirth,
        suburb: blank(input.suburb),
        state: blank(input.state),
        preferredContactMethod: blank(input.preferredContactMethod),
        businessRego: business,
        disabilityRego: impairment,
        ...(business && {
          businessCompany: input.businessCompany,
          businessRole: input.businessRole,
          businessIndustry: input.businessIndustry,
          businessEmployeeNumbers: input.businessEmployeeNumbers,
          businessTurnover: blank(input.businessTurnover),
        }),
        ...(impairment && {
          impairmentTypes: input.impairmentTypes,
          impairmentSeverity: input.impairmentSeverity,
          impairmentCompetency: blank(input.impairmentCompetency),
          assistiveTechnology: blank(input.assistiveTechnology),
          accommodationsNeeded: blank(input.accommodationsNeeded),
        }),
      });
      const account = await insertRespondentAccount(tx, {
        respondentId: row.id,
        email: input.email,
        mobile: input.mobile,
        displayName: `${input.firstName} ${input.lastName}`,
      });
      if (input.jobId) {
        await insertEvent(tx, { respondentId: row.id, jobId: input.jobId, kind: "Signup", status: "Joined" });
      }
      return { created: account, respondentId: row.id };
    }));
  } catch (error) {
    // Two sign-ups racing for one e-mail or mobile: the unique index refuses the second.
    const again = await findDuplicate(deps.db, { email: input.email, mobile: input.mobile });
    if (again) return { ok: false, errors: [again === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE] };
    throw error;
  }
  await sendPasswordLinkMail(deps, created, "set");
  return { ok: true, respondentId };
}

/** referaFriend: one invitation mail per friend, with the sign-up link (carrying ?ref=). */
export async function referFriends(deps: SignupDeps, input: ReferFriend) {
  const friends = [...new Set([input.friendEmail1, input.friendEmail2, input.friendEmail3].filter(Boolean))];
  const siteTitle = (await configValue(deps.db, "siteTitle")) ?? "Recruitment Workspace";
  const ref = input.referrer ? `?ref=${encodeURIComponent(input.referrer)}` : "";
  const link = `${deps.env.publicUrl}/signup${ref}`;
  for (const to of friends) {
    await queueMail(deps, {
      to,
      subject: `${siteTitle}: your friend invites you to join our research panel`,
      text: [
        `Your friend ${input.yourEmail} thinks you would enjoy taking part in market research.`,
        "",
        input.message,
        "",
        `Join here: ${link}`,
        "",
        "You received this e-mail once because your friend entered your address; we will not contact you again unless you join.",
      ].join("\n"),
    });
  }
  return friends.length;
}
