import { callerOf, isStaff, mayUseBankDetails } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { RespondentMerge } from "../../contracts/respondents/respondents";
import { insertNote, moveBankDetails, moveDependents } from "../../db/repo/respondent-records";
import {
  findBankDetails,
  findRespondent,
  findRespondentAccount,
  type RespondentPatch,
  reassignRespondentAccount,
  syncRespondentAccount,
  updateRespondent,
} from "../../db/repo/respondents";
import { badRequest, forbidden, notFound } from "../../http/errors";

/**
 * respondent/merge (decision 063): record B (mergeId) is folded into A (keepId) in one
 * transaction. Fields listed in `take` come from B; every event, payment, point, child, note,
 * reference selection and contact request of B moves to A; B becomes an inactive tombstone
 * (mergedIntoId = A) and its account is deactivated and loses its sign-in names; both records
 * get an audit note.
 */
export async function mergeRespondents(ctx: UseCaseContext, input: RespondentMerge) {
  if (!isStaff(ctx)) throw forbidden();
  if (input.takeBankDetails && !mayUseBankDetails(ctx))
    throw forbidden("You need the Banking Admin right to move bank details.");
  const [a, b] = await Promise.all([
    findRespondent(ctx.deps.db, input.keepId),
    findRespondent(ctx.deps.db, input.mergeId),
  ]);
  if (!a || !b) throw notFound("Respondent not found.");
  if (!a.isActive || !b.isActive) throw badRequest("Only active respondents can be merged.");

  const patch: Record<string, unknown> = {};
  for (const field of input.take) patch[field] = b[field];
  // Either panel membership survives the merge.
  if (b.businessRego) patch.businessRego = true;
  if (b.disabilityRego) patch.disabilityRego = true;
  if (b.optedOut) {
    patch.optedOut = true;
    patch.optedOutAt = b.optedOutAt;
  }

  return ctx.deps.db.transaction(async (tx) => {
    const keptAccount = await findRespondentAccount(tx, a.id);
    if (keptAccount) {
      // Free B's sign-in names first: A may take B's e-mail or mobile (unique among accounts).
      await syncRespondentAccount(tx, b.id, { email: null, mobile: null, isActive: false });
    } else {
      // A never signed up: B's account (if any) becomes A's, so the person keeps signing in.
      await reassignRespondentAccount(tx, b.id, a.id);
    }
    await updateRespondent(tx, b.id, { isActive: false, mergedIntoId: a.id });
    await updateRespondent(tx, a.id, patch as RespondentPatch);
    const merged = { ...a, ...(patch as Partial<typeof a>) };
    const email = keptAccount
      ? "email" in patch
        ? (patch.email as string | null)
        : undefined
      : merged.email;
    const mobile = keptAccount
      ? "mobile" in patch
        ? (patch.mobile as string | null)
        : undefined
      : merged.mobile;
    const names = "firstName" in patch || "lastName" in patch;
    await syncRespondentAccount(tx, a.id, {
      email,
      mobile,
      displayName: names
        ? `${(patch.firstName as string | undefined) ?? a.firstName} ${(patch.lastName as string | undefined) ?? a.lastName}`
        : undefined,
    });
    const moved = await moveDependents(tx, b.id, a.id);
    if (input.takeBankDetails && !(await findBankDetails(tx, a.id))) await moveBankDetails(tx, b.id, a.id);
    const taken = input.take.length > 0 ? input.take.join(", ") : "none";
    const summary =
      `moved ${moved.events} events, ${moved.payments} payments, ${moved.points} point entries, ` +
      `${moved.children} children, ${moved.referenceItems} reference items, ${moved.notes} notes`;
    await insertNote(tx, {
      respondentId: a.id,
      kind: "audit",
      author: callerOf(ctx).name,
      text: `Merged respondent #${b.id} (${b.firstName} ${b.lastName}) into this record. Fields taken from #${b.id}: ${taken}; ${summary}.`,
    });
    await insertNote(tx, {
      respondentId: b.id,
      kind: "audit",
      author: callerOf(ctx).name,
      text: `Merged into respondent #${a.id}; this record is inactive.`,
    });
    return { keepId: a.id, mergedId: b.id, moved };
  });
}
