import type { UseCaseContext } from "../../context";
import type { PortalInvitationAnswer } from "../../contracts/portal-invitations";
import { findRespondent } from "../../db/repo/respondents";
import type { Outcome } from "../outcome";
import { memberAccount } from "../sign-in/password-links";
import { sendInvitations } from "../sign-in/portal-invitations";

const TEXTS = {
  notFound: "Panel member not found.",
  inactive: "The panel member is inactive.",
  noEmail: "The panel member has no e-mail address.",
  taken: "The e-mail address or mobile already signs in another account.",
  differs: "The account's e-mail differs from the record's; check the record first.",
};

/**
 * 'Send portal invitation…' (decision 177): a member without an account gets one made from the
 * record (its e-mail and mobile); one who has an account keeps it.
 */
export function sendPortalInvitations(
  ctx: UseCaseContext,
  ids: number[],
): Promise<Outcome<PortalInvitationAnswer>> {
  const { db } = ctx.deps;
  return sendInvitations(ctx.deps, ids, {
    find: (id) => findRespondent(db, id),
    account: (member) => memberAccount(db, member),
    texts: TEXTS,
  });
}
