import type { Deps } from "../context";
import { queueCampaign } from "../services/messaging/campaigns";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Sends one transactional e-mail (password links, sign-up, OTPs, portal, survey profile) through
 * the messaging queue: a one-message 'transactional' campaign, delivered by the same worker and
 * transport as bulk mail. Without SMTP_URL it lands in the dev mailbox (admin/dev-tools).
 * Returns the delivery id (the message's id in the dev mailbox).
 */
export async function queueMail(deps: Pick<Deps, "db" | "env" | "notifyOutbox">, mail: OutgoingMail) {
  const { deliveryIds } = await queueCampaign(deps, {
    channel: "email",
    kind: "transactional",
    messages: [
      {
        respondentId: 0,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      },
    ],
  });
  return deliveryIds[0] ?? 0;
}
