import type { UseCaseContext } from "../../context";
import type { SurveyUpdateProfile, SurveyUpdateProfileAnswer } from "../../contracts/respondents/events";
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE } from "../../contracts/signup";
import { configValue } from "../../db/repo/config";
import {
  applyProfileChange,
  findProfileChange,
  revertProfileChange,
  setProfileChangeMailedTo,
} from "../../db/repo/respondent-events";
import { findDuplicate, findRespondent } from "../../db/repo/respondents";
import { queueMail } from "../../mail/outbox";
import { profileChangedMail } from "../../mail/templates";
import { type Outcome, refusal, success } from "../outcome";
import { decodeRevertLink, decodeSurveyLink, encodeRevertLink, LINK_MESSAGES } from "./links";

/** How long the mailed revert link works (decision 092). */
const REVERT_DAYS = 14;
export const PROFILE_UPDATED = "Your details have been saved.";
export const PROFILE_REVERTED = "Your previous contact details have been restored.";
const REVERT_TAKEN_EMAIL =
  "Your previous e-mail address is now used by another member, so it cannot be restored. Please contact us.";
const REVERT_TAKEN_MOBILE =
  "Your previous mobile number is now used by another member, so it cannot be restored. Please contact us.";

type Contact = { email: string | null; mobile: string | null; postcode: string | null };

const sameEmail = (a: string | null, b: string | null) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/**
 * survey-update-profile: the holder of a valid survey link corrects the respondent's e-mail,
 * mobile and postcode (welcome page). The old values are kept and a one-time revert link is
 * mailed, to the previous e-mail address when there was one, so a wrong or hostile change can be
 * undone by the owner of the record.
 */
export async function updateProfileFromSurveyLink(
  ctx: UseCaseContext,
  input: SurveyUpdateProfile,
): Promise<Outcome<SurveyUpdateProfileAnswer>> {
  const { deps } = ctx;
  const now = deps.now();
  const check = decodeSurveyLink(deps.env.jwtSecret, input.encodedData, now);
  if (!check.ok) return refusal(check.error);
  const { respondentId, jobId } = check.link;
  const row = await findRespondent(deps.db, respondentId);
  if (!row?.isActive) return refusal(LINK_MESSAGES.invalid);

  const before: Contact = { email: row.email, mobile: row.mobile, postcode: row.postcode };
  // An e-mail differing only in letter case is the same address: keep the stored spelling.
  const after: Contact = {
    email: sameEmail(row.email, input.email) ? row.email : input.email,
    mobile: input.mobile,
    postcode: input.postcode,
  };
  const changes = describeChanges(before, after);
  if (changes.length === 0) return success({ changed: false, revertLinkSent: false });

  const duplicate = await findDuplicate(
    deps.db,
    {
      email: after.email !== before.email ? after.email : undefined,
      mobile: after.mobile !== before.mobile ? after.mobile : undefined,
    },
    respondentId,
  );
  if (duplicate) return refusal(duplicate === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE);

  const expiresAt = new Date(now.getTime() + REVERT_DAYS * 86_400_000);
  const change = await applyProfileChange(deps.db, { respondentId, jobId, before, after, expiresAt });
  const to = before.email || after.email;
  if (!to) return success({ changed: true, revertLinkSent: false });
  const link = `${deps.env.publicUrl}/survey-revert-changes/${encodeRevertLink(deps.env.jwtSecret, change)}`;
  const siteTitle = (await configValue(deps.db, "siteTitle")) ?? "Recruitment Workspace";
  const name = `${row.firstName} ${row.lastName}`.trim();
  await queueMail(deps, { to, ...profileChangedMail({ name, changes, link, siteTitle, days: REVERT_DAYS }) });
  await setProfileChangeMailedTo(deps.db, change.id, to);
  return success({ changed: true, revertLinkSent: true });
}

function describeChanges(before: Contact, after: Contact): string[] {
  const out: string[] = [];
  if (before.email !== after.email) out.push(`E-mail address: ${after.email ?? "(none)"}`);
  if (before.mobile !== after.mobile) out.push(`Mobile number: ${after.mobile ?? "(none)"}`);
  if (before.postcode !== after.postcode) out.push(`Postcode: ${after.postcode ?? "(none)"}`);
  return out;
}

/**
 * respondent-revert-change: restores the values from before the change, once, before expiry.
 * Only fields still holding what the change wrote are restored, so a later edit is never undone.
 */
export async function revertProfileChangeLink(
  ctx: UseCaseContext,
  encodedData: string,
): Promise<Outcome<string>> {
  const { deps } = ctx;
  const now = deps.now();
  const check = decodeRevertLink(deps.env.jwtSecret, encodedData);
  if (!check.ok) return refusal(check.error);
  const change = await findProfileChange(deps.db, check.link.changeId);
  if (!change || change.respondentId !== check.link.respondentId) return refusal(LINK_MESSAGES.revertInvalid);
  if (change.revertedAt) return refusal(LINK_MESSAGES.revertUsed);
  if (change.expiresAt.getTime() <= now.getTime()) return refusal(LINK_MESSAGES.revertExpired);
  const row = await findRespondent(deps.db, change.respondentId);
  if (!row?.isActive) return refusal(LINK_MESSAGES.revertInvalid);

  const restore: Partial<Contact> = {};
  if (row.email === change.newEmail && change.oldEmail !== change.newEmail) restore.email = change.oldEmail;
  if (row.mobile === change.newMobile && change.oldMobile !== change.newMobile)
    restore.mobile = change.oldMobile;
  if (row.postcode === change.newPostcode && change.oldPostcode !== change.newPostcode)
    restore.postcode = change.oldPostcode;
  const duplicate = await findDuplicate(deps.db, { email: restore.email, mobile: restore.mobile }, row.id);
  if (duplicate) return refusal(duplicate === "email" ? REVERT_TAKEN_EMAIL : REVERT_TAKEN_MOBILE);

  const done = await revertProfileChange(deps.db, {
    changeId: change.id,
    respondentId: row.id,
    restore,
    now,
  });
  // Lost a race with another click on the same link (or it expired this very moment).
  return done ? success(PROFILE_REVERTED) : refusal(LINK_MESSAGES.revertUsed);
}
