import type { Channel } from "../../contracts/messaging";
import type { Db } from "../../db/client";
import { respondentContactFlags } from "../../db/repo/messaging";

/**
 * Why a message must not go to this respondent now, or null when it may: checked when a delivery
 * is claimed, so an opt-out between queueing and sending is honoured. Respondent 0 (an address
 * that is no respondent: transactional mail) is never blocked. The panel search's eligibility
 * rules compose here at merge.
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
