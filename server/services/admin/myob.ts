import type { UseCaseContext } from "../../context";
import { spendStateNonce } from "../../db/repo/admin/accounting";
import { existingJob } from "../jobs/jobs";
import { refusal, success } from "../outcome";
import { queueJobInvoices } from "./invoice-push";
import { MYOB_NOT_CONFIGURED } from "./myob-adapter";
import { authoriseUrl, exchangeCode, GrantRefused, myobConfig } from "./myob-client";
import { storeTokens } from "./myob-tokens";
import { readState, signState } from "./oauth-state";

/**
 * The MYOB round trip (decision 278): the authorise address carries a signed state bound to the
 * job and the staff user; the callback's code is exchanged only for that user, once.
 */
const START_AGAIN = "Open the job and push its invoices again.";
const REFUSED = {
  tampered: `This sign-in link is not valid. ${START_AGAIN}`,
  expired: `This sign-in took longer than five minutes. ${START_AGAIN}`,
  replayed: `This sign-in link was already used. ${START_AGAIN}`,
  foreign: `This sign-in was started by another user. ${START_AGAIN}`,
};

const staffId = (ctx: UseCaseContext) => ctx.actor?.id ?? 0;

/** GET /api/myob/CallOAuthAuthentication/{jobId} */
export async function authorise(ctx: UseCaseContext, input: { jobId: number }) {
  const job = await existingJob(ctx, input.jobId);
  const config = myobConfig(ctx.deps.env.publicUrl);
  if (!config) return refusal(MYOB_NOT_CONFIGURED);
  const state = signState(ctx.deps.env.jwtSecret, { jobId: job.id, staffId: staffId(ctx) }, ctx.deps.now());
  return success({ url: authoriseUrl(config, state), jobId: job.id });
}

/** POST /api/myob/post-invoice (code, state) */
export async function postInvoice(ctx: UseCaseContext, input: { code: string; state: string }) {
  const { deps } = ctx;
  const read = readState(deps.env.jwtSecret, input.state, deps.now());
  if (!read.ok) return refusal(REFUSED[read.reason]);
  const { payload } = read;
  // A foreign state is refused before its nonce is spent, so its owner can still finish.
  if (payload.staffId !== staffId(ctx)) return refusal(REFUSED.foreign);
  if (!(await spendStateNonce(deps.db, payload.nonce))) return refusal(REFUSED.replayed);
  const job = await existingJob(ctx, payload.jobId);
  const config = myobConfig(deps.env.publicUrl);
  if (!config) return refusal(MYOB_NOT_CONFIGURED);
  try {
    await storeTokens(deps, await exchangeCode(config, input.code), staffId(ctx));
  } catch (error) {
    if (error instanceof GrantRefused)
      return refusal(`MYOB did not accept the sign-in (${error.message}). ${START_AGAIN}`);
    throw error;
  }
  return success({ jobId: job.id, queued: await queueJobInvoices(deps, job.id) });
}
