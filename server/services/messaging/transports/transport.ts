/** What a worker hands a transport: one rendered message of one delivery. */
export interface OutgoingDelivery {
  deliveryId: number;
  campaignId: number;
  from: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** The campaign's files (email/send), the same for every delivery. */
  attachments?: readonly MailAttachment[];
  /** E-mail: the Email Sender's reply-to address. */
  replyTo?: string;
  /** E-mail: extra headers (List-Unsubscribe and List-Unsubscribe-Post on bulk mail). */
  headers?: Readonly<Record<string, string>>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A channel's way out: answers the provider's message id, or throws a TransportError. */
export interface MessageTransport {
  /** "smtp", "sms-http" or "dev-mailbox": shown in logs. */
  readonly name: string;
  send(message: OutgoingDelivery): Promise<string>;
  close?(): void;
}

/**
 * A failed send. `fail`: permanent (a refused address, an invalid number), not retried. `retry`:
 * transient and surely not delivered (connection refused, 429, 5xx, SMTP 4xx), queued again with
 * backoff. `unknown`: the provider may have taken it (a timeout after the request went out), so
 * it is never resent automatically; a person decides.
 */
export type FailureKind = "fail" | "retry" | "unknown";

export class TransportError extends Error {
  readonly kind: FailureKind;
  constructor(message: string, kindOrPermanent: FailureKind | boolean) {
    super(message);
    this.kind = typeof kindOrPermanent === "boolean" ? (kindOrPermanent ? "fail" : "retry") : kindOrPermanent;
  }
}

/** Without SMTP_URL / SMS_URL: the message stays readable in the dev mailbox (admin/dev-tools). */
export const devMailboxTransport: MessageTransport = {
  name: "dev-mailbox",
  async send(message) {
    return `dev-mailbox-${message.deliveryId}`;
  },
};
