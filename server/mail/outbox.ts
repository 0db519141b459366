import type { Deps } from "../context";
import type { Db } from "../db/client";
import { insertMail } from "../db/repo/mail";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Queues a message in mail_outbox and wakes the worker. Every area sends mail through this:
 * without SMTP_URL the message stays queued and shows in the dev mailbox (admin/dev-tools).
 * Pass deps (preferred) so the worker wakes at once; a bare Db works too (the worker polls).
 */
export async function queueMail(target: Db | Pick<Deps, "db" | "notifyOutbox">, mail: OutgoingMail) {
  const withDeps = "notifyOutbox" in target ? target : undefined;
  const db = withDeps ? withDeps.db : (target as Db);
  const id = await insertMail(db, mail);
  withDeps?.notifyOutbox();
  return id;
}
