import type { Deps, UseCaseContext } from "../context";
import type { ReferFriend } from "../contracts/respondents/portal";
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE, type Signup } from "../contracts/signup";
import { configValue } from "../db/repo/config";
import { insertEvent } from "../db/repo/respondent-records";
import { findDuplicate, insertRespondent, insertRespondentAccount } from "../db/repo/respondents";
import { tooManyRequests } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { type Outcome, refusal, success } from "./outcome";
import { BOT_CHECK_FAILED, botCheck } from "./sign-in/bot-check";
import { sendPasswordLinkMail } from "./sign-in/password-links";

/** Both forms send mail on a visitor's say-so: count them against the per-IP limit and the bot check. */
async function passesPublicFormChecks(
  ctx: UseCaseContext,
  kind: string,
  token: string | undefined,
  ip: string,
) {
  if (!(await ctx.deps.limits.loginIp.hit(`${kind}:${ip}`))) throw tooManyRequests();
  return botCheck().verify(token, ip);
}

const flagOn = async (deps: Pick<Deps, "db">, key: string) =>
  (await configValue(deps.db, key))?.toLowerCase() === "true";

/**
 * res-signup (decision 064): refuses a used e-mail or mobile, creates the respondent (with the
 * business or impairment panel fields) and a password-less account in one transaction, then
 * queues the set-password mail through the auth area's link service.
 */
export async function signUp(
  ctx: UseCaseContext,
  { form: input, ip }: { form: Signup; ip: string },
): Promise<Outcome<{ respondentId: number }>> {
  if (!(await passesPublicFormChecks(ctx, "signup", input.botToken, ip))) return refusal(BOT_CHECK_FAILED);
  const { deps } = ctx;
  if (input.panel === "business" && !(await flagOn(deps, "IsBusinessPanelAllowed"))) {
    return refusal("The business panel is not open for sign-up.");
  }
  if (input.panel === "impairment" && !(await flagOn(deps, "IsDisabilityPanelAllowed"))) {
    return refusal("The impairment panel is not open for sign-up.");
  }
  const duplicate = await findDuplicate(deps.db, { email: input.email, mobile: input.mobile });
  if (duplicate) return refusal(duplicate === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE);

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
    if (again) return refusal(again === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE);
    throw error;
  }
  await sendPasswordLinkMail(deps, created, "set");
  return success({ respondentId });
}

/** referaFriend: one invitation mail per friend, with the sign-up link (carrying ?ref=). */
export async function referFriends(
  ctx: UseCaseContext,
  { form: input, ip }: { form: ReferFriend; ip: string },
): Promise<Outcome<number>> {
  if (!(await passesPublicFormChecks(ctx, "refer", input.botToken, ip))) return refusal(BOT_CHECK_FAILED);
  const { deps } = ctx;
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
  return success(friends.length);
}
