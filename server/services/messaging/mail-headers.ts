import type { Deps } from "../../context";
import { sendersTable } from "../../db/repo/email-templates";
import type { CampaignRow } from "../../db/repo/messaging";
import { unsubscribeLink } from "./links";

/** Campaigns people did not ask for one by one: they carry one-click unsubscribe (decision 175). */
const BULK_KINDS: ReadonlySet<string> = new Set([
  "invite",
  "survey-invite",
  "general",
  "third-party-survey",
  "unique-id-survey",
  "no-show",
]);

export interface MailExtras {
  /** Reply-To and the bulk headers of one recipient's mail. */
  forRespondent(respondentId: number): { replyTo?: string; headers?: Record<string, string> };
}

/**
 * What each e-mail of a campaign carries besides its text: the Email Sender's reply-to address,
 * and on bulk mail to a panel member `List-Unsubscribe` (the https link first, then a mailto to
 * the sender) with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), which the
 * large mailbox providers require of bulk senders. Loaded once per chunk.
 */
export async function mailExtras(deps: Deps, campaign: CampaignRow): Promise<MailExtras> {
  const sender = campaign.senderId ? await sendersTable.get(deps.db, campaign.senderId) : undefined;
  const replyTo = sender?.replyTo?.trim() || undefined;
  const mailbox = replyTo ?? (campaign.fromAddress || deps.env.mailFrom);
  const address = /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
  const bulk = BULK_KINDS.has(campaign.kind);
  return {
    forRespondent(respondentId) {
      if (!bulk || respondentId === 0) return replyTo ? { replyTo } : {};
      const https = unsubscribeLink({ deps }, respondentId);
      const mailto = `mailto:${address}?subject=unsubscribe`;
      return {
        ...(replyTo ? { replyTo } : {}),
        headers: {
          "List-Unsubscribe": `<${https}>, <${mailto}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
    },
  };
}
