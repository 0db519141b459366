import { assertOwnRespondent, callerOf, isStaff, mayUseBankDetails } from "../../auth/guard";
import { hashPassword } from "../../auth/passwords";
import type { UseCaseContext } from "../../context";
import {
  BANK_FIELDS,
  type Respondent,
  type RespondentUpdate,
  STAFF_ONLY_FIELDS,
} from "../../contracts/respondents/respondents";
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE } from "../../contracts/signup";
import { insertNote, listNotes } from "../../db/repo/respondent-records";
import {
  type BankRow,
  deleteBankDetails,
  deleteRespondents,
  findBankDetails,
  findDuplicate,
  findRespondent,
  insertRespondent,
  pointTotals,
  type RespondentPatch,
  type RespondentRow,
  setRespondentPasswordHash,
  syncRespondentAccount,
  updateRespondent,
  upsertBankDetails,
} from "../../db/repo/respondents";
import { ApiError, forbidden, notFound } from "../../http/errors";
import { pointsAllowed } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { endSubjectSessions } from "../sign-in/sign-in-tokens";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Points as My Points shows them (decision 061): current = earned - paid. */
export async function pointsOf(ctx: UseCaseContext, respondentId: number) {
  if (!(await pointsAllowed(ctx))) return { accumulatedPoints: null, paidPoints: null, totalPoints: null };
  const { earned, paid } = await pointTotals(ctx.deps.db, respondentId);
  return { accumulatedPoints: earned - paid, paidPoints: paid, totalPoints: earned };
}

/**
 * The record as answered. Bank keys are added ONLY when `mayUseBankDetails(ctx)`; staff notes only for staff.
 * Every answer that carries respondent fields goes through here.
 */
function toRespondentView(
  row: RespondentRow,
  ctx: UseCaseContext,
  extras: { bank: BankRow | undefined; points: Awaited<ReturnType<typeof pointsOf>> },
): Respondent {
  const { createdAt, updatedAt, optedOutAt, notes, ...rest } = row;
  const view: Respondent = {
    ...rest,
    notes: isStaff(ctx) ? notes : null,
    createdAt: createdAt.toISOString(),
    updatedAt: iso(updatedAt),
    optedOutAt: iso(optedOutAt),
    respondentName: `${row.firstName} ${row.lastName}`.trim(),
    respondentEmail: row.email,
    respondentMobil: row.mobile,
    respondentPostcode: row.postcode,
    phoneMobile: row.mobile,
    ...extras.points,
  };
  if (mayUseBankDetails(ctx)) {
    view.financeAccountName = extras.bank?.accountName ?? "";
    view.financeBsb = extras.bank?.bsb ?? "";
    view.financeAccountNumber = extras.bank?.accountNumber ?? "";
  }
  return view;
}

export async function loadRespondentView(ctx: UseCaseContext, id: number): Promise<Respondent> {
  assertOwnRespondent(ctx, id);
  const row = await findRespondent(ctx.deps.db, id);
  if (!row) throw notFound("Respondent not found.");
  const bank = mayUseBankDetails(ctx) ? await findBankDetails(ctx.deps.db, id) : undefined;
  return toRespondentView(row, ctx, { bank, points: await pointsOf(ctx, id) });
}

/** Splits an update into record columns and bank details; drops what this caller may not change. */
function toPatch(input: RespondentUpdate, ctx: UseCaseContext): RespondentPatch {
  const { id: _id, financeAccountName: _a, financeBsb: _b, financeAccountNumber: _n, ...fields } = input;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (!isStaff(ctx) && (STAFF_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    patch[key] = value === "" ? null : value;
  }
  if (fields.optedOut !== undefined) patch.optedOutAt = fields.optedOut ? ctx.deps.now() : null;
  return patch as RespondentPatch;
}

async function applyBank(ctx: UseCaseContext, id: number, input: RespondentUpdate) {
  const sent = BANK_FIELDS.some((f) => input[f] !== undefined);
  if (!sent) return;
  // Staff without BankingAdmin never change bank details; their full-record saves carry none.
  if (!mayUseBankDetails(ctx)) {
    if (isStaff(ctx) && BANK_FIELDS.some((f) => (input[f] ?? "") !== "")) {
      throw forbidden("You need the Banking Admin right to change bank details.");
    }
    return;
  }
  const name = input.financeAccountName ?? "";
  const bsb = input.financeBsb ?? "";
  const number = input.financeAccountNumber ?? "";
  if (name === "" && bsb === "" && number === "") await deleteBankDetails(ctx.deps.db, id);
  else await upsertBankDetails(ctx.deps.db, id, { accountName: name.trim(), bsb, accountNumber: number });
}

/**
 * respondent/update: creates (id 0, staff only) or saves the record. Refuses an e-mail or mobile
 * another respondent uses. Answers the saved record as the caller may see it.
 */
/** A merged-away record is a read-only tombstone: changes belong on the record it was merged into. */
const MERGED_AWAY_READ_ONLY = (survivorId: number | null) =>
  survivorId
    ? `This record was merged into #${survivorId} and is read-only. Make changes there.`
    : "This record is inactive and read-only.";

export async function saveRespondent(
  ctx: UseCaseContext,
  input: RespondentUpdate,
): Promise<Outcome<Respondent>> {
  const creating = input.id === 0;
  if (creating && !isStaff(ctx)) throw forbidden();
  if (!creating) assertOwnRespondent(ctx, input.id);
  const existing = creating ? undefined : await findRespondent(ctx.deps.db, input.id);
  if (!creating && !existing) throw notFound("Respondent not found.");
  if (existing && !existing.isActive) return refusal(MERGED_AWAY_READ_ONLY(existing.mergedIntoId));
  if (creating && (!input.firstName || !input.lastName)) {
    return refusal(
      ...["firstName: Required", "lastName: Required"].filter(
        (_, i) => !(i === 0 ? input.firstName : input.lastName),
      ),
    );
  }
  const duplicate = await findDuplicate(ctx.deps.db, { email: input.email, mobile: input.mobile }, input.id);
  if (duplicate) return refusal(duplicate === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE);

  const patch = toPatch(input, ctx);
  let id = input.id;
  if (creating) {
    const row = await insertRespondent(ctx.deps.db, {
      ...patch,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
    });
    id = row.id;
  } else {
    await updateRespondent(ctx.deps.db, id, patch);
    await syncRespondentAccount(ctx.deps.db, id, {
      email: input.email,
      mobile: input.mobile,
      displayName:
        input.firstName || input.lastName
          ? `${input.firstName ?? existing?.firstName} ${input.lastName ?? existing?.lastName}`
          : undefined,
    });
  }
  await applyBank(ctx, id, input);
  return { ok: true, value: await loadRespondentView(ctx, id) };
}

/** respondent/delete (staff, RES): removes records and accounts; leaves no orphan rows. */
export async function removeRespondents(ctx: UseCaseContext, ids: number[]) {
  try {
    return success(await deleteRespondents(ctx.deps.db, ids));
  } catch {
    // Another area's rows (sessions, lists) still point at the record: the caller should merge or opt out.
    throw new ApiError(409, [
      "This respondent has history elsewhere and cannot be deleted. Opt them out instead.",
    ]);
  }
}

export const PASSWORD_SET_BY_STAFF = "The password has been set.";

/** respondent/set-password (staff, RSP): sets the password of the respondent's account; audited. */
export async function setRespondentPassword(
  ctx: UseCaseContext,
  input: { respId: number; password: string },
) {
  const row = await findRespondent(ctx.deps.db, input.respId);
  if (!row) throw notFound("Respondent not found.");
  const done = await setRespondentPasswordHash(ctx.deps.db, input.respId, await hashPassword(input.password));
  if (!done) return refusal("This respondent has no sign-in account yet.");
  // Whoever knew the old password is signed out everywhere (decision 089).
  await endSubjectSessions(ctx.deps, "Respondent", input.respId);
  await insertNote(ctx.deps.db, {
    respondentId: input.respId,
    kind: "audit",
    text: "Password set by staff.",
    author: callerOf(ctx).name,
  });
  return success(true);
}

/** Staff notes and audit notes of a record, newest first. */
export async function notesOf(ctx: UseCaseContext, id: number) {
  if (!(await findRespondent(ctx.deps.db, id))) throw notFound("Respondent not found.");
  const rows = await listNotes(ctx.deps.db, id);
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    text: n.text,
    author: n.author,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function addNote(ctx: UseCaseContext, input: { respondentId: number; text: string }) {
  if (!(await findRespondent(ctx.deps.db, input.respondentId))) throw notFound("Respondent not found.");
  await insertNote(ctx.deps.db, {
    respondentId: input.respondentId,
    kind: "note",
    text: input.text,
    author: callerOf(ctx).name,
  });
  return notesOf(ctx, input.respondentId);
}
