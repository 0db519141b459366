import nodemailer from "nodemailer";
import type { Deps } from "../context";
import { claimDueMail, markMailAttemptFailed, markMailSent } from "../db/repo/mail";

/** What the worker needs of a nodemailer transport (a fake in tests). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
const POLL_MS = 10_000;
/** While a worker sends a claimed message, others leave it alone this long. */
const LEASE_MS = 2 * 60_000;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min. */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

/** Sends every due message once; returns how many were sent. */
export async function deliverDueMail(
  deps: Pick<Deps, "db" | "env" | "log" | "now">,
  transport: MailTransport,
) {
  const now = deps.now();
  const batch = await claimDueMail(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  let sent = 0;
  for (const mail of batch) {
    const attempts = mail.attempts + 1;
    try {
      await transport.sendMail({
        from: deps.env.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      });
      await markMailSent(deps.db, mail.id, deps.now(), attempts);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempts >= MAX_ATTEMPTS ? null : new Date(deps.now().getTime() + retryDelayMs(attempts));
      await markMailAttemptFailed(deps.db, mail.id, attempts, message, retryAt);
      deps.log.warn("mail delivery failed", { mailId: mail.id, attempts, error: message, gaveUp: !retryAt });
    }
  }
  return sent;
}

/**
 * Starts the outbox worker when SMTP_URL is set: it runs on a timer and whenever
 * deps.notifyOutbox() is called. Returns a stop function that waits for the current run.
 */
export function startOutboxWorker(
  deps: Deps,
  transport: MailTransport | undefined = deps.env.smtpUrl
    ? nodemailer.createTransport(deps.env.smtpUrl)
    : undefined,
): () => Promise<void> {
  if (!transport) {
    deps.log.info("SMTP_URL not set: mail stays in the outbox (read it at admin/dev-tools)");
    return async () => {};
  }
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(deps, transport)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error("outbox worker failed", { error: String(error) }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  deps.notifyOutbox = run;
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    deps.notifyOutbox = () => {};
    await running;
  };
}
