import type { CampaignKind, Channel } from "../../contracts/messaging/messaging";
import type { Db } from "../../db/client";
import { respondentContactFlags, respondentsOfDeliveries } from "../../db/repo/messaging";
import { eligibilityOf } from "../panel-search/eligibility";

/**
 * Why a message must not go to this respondent now, or null when it may: checked when a delivery
 * is claimed, so an opt-out between queueing and sending is honoured. Respondent 0 (an address
 * that is no respondent: transactional mail) is never blocked. Invitations also honour the panel
 * search's eligibility rules (`invitationBlocks`, computed once per chunk of deliveries).
 */
export async function sendBlockReason(
  db: Db,
  respondentId: number,
  _channel: Channel,
): Promise<string | null> {
  if (respondentId === 0) return null;
  const flags = await respondentContactFlags(db, respondentId);
  if (!flags) return "The respondent no longer exists.";
  if (flags.optedOut) return "The respondent opted out of messages.";
  return null;
}

/** Campaigns that invite members (eligibility rules apply); confirmations and reminders go to people already booked. */
const INVITATIONS: readonly CampaignKind[] = [
  "invite",
  "survey-invite",
  "third-party-survey",
  "unique-id-survey",
];

/**
 * The respondents of these deliveries a blocking eligibility rule leaves out of an invitation
 * (decision 142: opted out, too many no-shows), with the reason recorded on the skipped delivery.
 * Checked at send time, so a no-show recorded after queueing still counts.
 */
export async function invitationBlocks(
  db: Db,
  campaign: { kind: string; jobId: number },
  deliveryIds: readonly number[],
): Promise<Map<number, string>> {
  if (!(INVITATIONS as readonly string[]).includes(campaign.kind)) return new Map();
  return eligibilityBlocks(db, campaign, await respondentsOfDeliveries(db, deliveryIds));
}

/** The same rule for respondent ids, before a send (the preview lists who would be left out). */
export async function eligibilityBlocks(
  db: Db,
  campaign: { kind: string; jobId: number },
  ids: readonly number[],
): Promise<Map<number, string>> {
  const blocks = new Map<number, string>();
  if (!(INVITATIONS as readonly string[]).includes(campaign.kind) || ids.length === 0) return blocks;
  const labels = await eligibilityOf(db, [...ids], { jobId: campaign.jobId || null });
  for (const [id, tags] of labels) {
    const blocked = tags.filter((t) => t.blocked).map((t) => t.text.toLowerCase());
    if (blocked.length > 0) blocks.set(id, `Not eligible for invitations (${blocked.join(", ")}).`);
  }
  return blocks;
}
