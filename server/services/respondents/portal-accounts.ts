import type { UseCaseContext } from "../../context";
import type { PortalInvitationAnswer } from "../../contracts/respondents/portal-accounts";
import { findRespondent } from "../../db/repo/respondents";
import { type Outcome, refusal, success } from "../outcome";
import { memberAccount, sendPasswordLinkMail } from "../sign-in/password-links";

const NOT_FOUND = "Panel member not found.";
const INACTIVE = "The panel member is inactive.";
const NO_EMAIL = "The panel member has no e-mail address.";
const TAKEN = "The e-mail address or mobile already signs in another account.";
const DIFFERS = "The account's e-mail differs from the record's; check the record first.";

/**
 * 'Send portal invitation…' (decision 177): each member gets a set-password link at their record's
 * own e-mail, through the messaging queue. A member without an account gets one made from the
 * record; one who has an account keeps it (the link only sets a new password).
 */
export async function sendPortalInvitations(
  ctx: UseCaseContext,
  ids: number[],
): Promise<Outcome<PortalInvitationAnswer>> {
  const { deps } = ctx;
  const skipped: PortalInvitationAnswer["skipped"] = [];
  let sent = 0;
  for (const id of [...new Set(ids)]) {
    const member = await findRespondent(deps.db, id);
    const why = !member ? NOT_FOUND : !member.isActive ? INACTIVE : !member.email ? NO_EMAIL : null;
    if (why || !member?.email) {
      skipped.push({ id, reason: why ?? NO_EMAIL });
      continue;
    }
    const account = await memberAccount(deps.db, member);
    if (!account) {
      skipped.push({ id, reason: TAKEN });
      continue;
    }
    if (account.email?.toLowerCase() !== member.email.toLowerCase()) {
      skipped.push({ id, reason: DIFFERS });
      continue;
    }
    await sendPasswordLinkMail(deps, account, "invite");
    sent += 1;
  }
  if (sent === 0) return refusal(...new Set(skipped.map((s) => s.reason)));
  return success({ sent, skipped });
}
