import type { ApiResult } from "../../src/lib/http";
import { plural } from "./plural";
import type { CommandContext } from "./types";

interface InvitationOutcome {
  sent: number;
  skipped: { id: number; reason: string }[];
}

/**
 * The portal invitation commands' one flow (decisions 177, 215): ask, send, then say how many
 * are on the way and who was left out and why.
 */
export async function confirmAndInvite(
  ctx: CommandContext,
  ask: { question: string; title: string },
  send: () => Promise<ApiResult<InvitationOutcome>>,
) {
  if (!(await ctx.confirm(ask.question, ask.title))) return;
  const answer = await send();
  if (!answer.succeeded) return ctx.toast.error("Not sent", answer.errors.join(" "));
  const { sent, skipped } = answer.value;
  const left = skipped.map((s) => `#${s.id}: ${s.reason}`).join(" ");
  ctx.toast.success(
    "Portal invitations queued",
    `${plural(sent, "invitation")} on the way.${left ? ` Not sent: ${left}` : ""}`,
  );
}
