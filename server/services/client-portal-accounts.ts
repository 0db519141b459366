import type { UseCaseContext } from "../context";
import type { PortalInvitationAnswer } from "../contracts/portal-invitations";
import { findAccountByLogin } from "../db/repo/accounts";
import { clientAccountOf, insertClientAccount } from "../db/repo/client-otps";
import { clientContactsTable } from "../db/repo/clients";
import type { Outcome } from "./outcome";
import { sendInvitations } from "./sign-in/portal-invitations";

const TEXTS = {
  notFound: "Client contact not found.",
  inactive: "The client contact is inactive.",
  noEmail: "The client contact has no e-mail address.",
  taken: "The e-mail address already signs in another account.",
  differs: "The account's e-mail differs from the contact's; check the contact first.",
};

/**
 * 'Give portal access…' (decision 215): each contact gets a Client account (primarysid = the
 * contact's id) made from the record when they have none, and a set-password link at the
 * contact's own e-mail. A contact who has an account keeps it.
 */
export function inviteClientContacts(
  ctx: UseCaseContext,
  ids: number[],
): Promise<Outcome<PortalInvitationAnswer>> {
  const { db } = ctx.deps;
  return sendInvitations(ctx.deps, ids, {
    find: (id) => clientContactsTable.get(db, id),
    account: async (contact) => {
      const existing = await clientAccountOf(db, contact.id);
      if (existing) return existing;
      if (await findAccountByLogin(db, contact.email)) return undefined;
      const displayName = `${contact.firstName} ${contact.lastName}`.trim();
      return insertClientAccount(db, { contactId: contact.id, email: contact.email, displayName });
    },
    texts: TEXTS,
  });
}
