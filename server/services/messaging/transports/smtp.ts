import nodemailer from "nodemailer";
import { type MessageTransport, TransportError } from "./transport";

/** SMTP reply codes and connection errors → permanent or transient (decision 162). */
export function classifySmtpError(error: unknown): TransportError {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const message = e.message ?? String(error);
  if (typeof e.responseCode === "number") return new TransportError(message, e.responseCode >= 500);
  // EENVELOPE without a code: nodemailer refused the address itself.
  return new TransportError(message, e.code === "EENVELOPE");
}

/** E-mail through SMTP (nodemailer, pooled); the provider id is the Message-ID we set. */
export function smtpTransport(smtpUrl: string, messageIdHost: string): MessageTransport {
  const transporter = nodemailer.createTransport(smtpUrl.includes("pool=") ? smtpUrl : withPool(smtpUrl));
  return {
    name: "smtp",
    async send(m) {
      const messageId = `<d${m.deliveryId}.c${m.campaignId}@${messageIdHost}>`;
      try {
        await transporter.sendMail({
          from: m.from,
          to: m.to,
          subject: m.subject ?? "",
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
          ...(m.attachments?.length ? { attachments: [...m.attachments] } : {}),
          ...(m.replyTo ? { replyTo: m.replyTo } : {}),
          messageId,
          headers: {
            ...m.headers,
            "X-Campaign": String(m.campaignId),
            "X-Delivery": String(m.deliveryId),
          },
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
      return messageId;
    },
    close: () => transporter.close(),
  };
}

function withPool(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}pool=true&maxConnections=5`;
}
