import type { Deps } from "../../context";
import type { PortalInvitationAnswer } from "../../contracts/portal-invitations";
import type { AccountRow } from "../../db/repo/accounts";
import { type Outcome, refusal, success } from "../outcome";
import { sendPasswordLinkMail } from "./password-links";

type Invitee = { isActive: boolean; email: string | null };

/** Why a person was left out, in the words of their area ("Panel member…", "Client contact…"). */
export type InvitationTexts = {
  notFound: string;
  inactive: string;
  noEmail: string;
  taken: string;
  differs: string;
};

/**
 * Staff portal invitations (decisions 177, 215): each person gets a set-password link, valid 7
 * days, at their record's own e-mail through the messaging queue. `account` finds their sign-in
 * account or makes one from the record (undefined when the address signs in someone else); a
 * person who has an account keeps it and the link only sets a new password.
 */
export async function sendInvitations<T extends Invitee>(
  deps: Pick<Deps, "db" | "env" | "now" | "notifyOutbox">,
  ids: number[],
  who: {
    find: (id: number) => Promise<T | undefined>;
    account: (record: T & { email: string }) => Promise<AccountRow | undefined>;
    texts: InvitationTexts;
  },
): Promise<Outcome<PortalInvitationAnswer>> {
  const { texts } = who;
  const skipped: PortalInvitationAnswer["skipped"] = [];
  let sent = 0;
  for (const id of [...new Set(ids)]) {
    const record = await who.find(id);
    const why = !record
      ? texts.notFound
      : !record.isActive
        ? texts.inactive
        : !record.email
          ? texts.noEmail
          : null;
    if (why || !record?.email) {
      skipped.push({ id, reason: why ?? texts.noEmail });
      continue;
    }
    const email = record.email;
    const account = await who.account({ ...record, email });
    if (!account) {
      skipped.push({ id, reason: texts.taken });
      continue;
    }
    if (account.email?.toLowerCase() !== email.toLowerCase()) {
      skipped.push({ id, reason: texts.differs });
      continue;
    }
    await sendPasswordLinkMail(deps, account, "invite");
    sent += 1;
  }
  if (sent === 0) return refusal(...new Set(skipped.map((s) => s.reason)));
  return success({ sent, skipped });
}
