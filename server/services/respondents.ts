import { hashPassword } from "../auth/passwords";
import type { Deps } from "../context";
import {
  BANK_FIELDS,
  type Respondent,
  type RespondentUpdate,
  STAFF_ONLY_FIELDS,
} from "../contracts/respondents";
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE } from "../contracts/signup";
import { insertNote, listNotes } from "../db/repo/respondent-records";
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
} from "../db/repo/respondents";
import { ApiError, forbidden, notFound } from "../http/errors";
import { assertOwnRecord, pointsAllowed, type RespondentAccess } from "./respondent-access";
import { endSubjectSessions } from "./session";

type D = Pick<Deps, "db">;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Points as My Points shows them (decision 061): current = earned - paid. */
export async function pointsOf(deps: D, respondentId: number) {
  if (!(await pointsAllowed(deps))) return { accumulatedPoints: null, paidPoints: null, totalPoints: null };
  const { earned, paid } = await pointTotals(deps.db, respondentId);
  return { accumulatedPoints: earned - paid, paidPoints: paid, totalPoints: earned };
}

/**
 * The record as answered. Bank keys are added ONLY when `access.bank`; staff notes only for staff.
 * Every answer that carries respondent fields goes through here.
 */
export function toRespondentView(
  row: RespondentRow,
  access: RespondentAccess,
  extras: { bank: BankRow | undefined; points: Awaited<ReturnType<typeof pointsOf>> },
): Respondent {
  const { createdAt, updatedAt, optedOutAt, notes, ...rest } = row;
  const view: Respondent = {
    ...rest,
    notes: access.staff ? notes : null,
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
  if (access.bank) {
    view.financeAccountName = extras.bank?.accountName ?? "";
    view.financeBsb = extras.bank?.bsb ?? "";
    view.financeAccountNumber = extras.bank?.accountNumber ?? "";
  }
  return view;
}

export async function loadRespondentView(deps: D, access: RespondentAccess, id: number): Promise<Respondent> {
  assertOwnRecord(access, id);
  const row = await findRespondent(deps.db, id);
  if (!row) throw notFound("Respondent not found.");
  const bank = access.bank ? await findBankDetails(deps.db, id) : undefined;
  return toRespondentView(row, access, { bank, points: await pointsOf(deps, id) });
}

/** Splits an update into record columns and bank details; drops what this caller may not change. */
function toPatch(input: RespondentUpdate, access: RespondentAccess): RespondentPatch {
  const { id: _id, financeAccountName: _a, financeBsb: _b, financeAccountNumber: _n, ...fields } = input;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (!access.staff && (STAFF_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    patch[key] = value === "" ? null : value;
  }
  if (fields.optedOut !== undefined) patch.optedOutAt = fields.optedOut ? new Date() : null;
  return patch as RespondentPatch;
}

async function applyBank(deps: D, access: RespondentAccess, id: number, input: RespondentUpdate) {
  const sent = BANK_FIELDS.some((f) => input[f] !== undefined);
  if (!sent) return;
  // Staff without BankingAdmin never change bank details; their full-record saves carry none.
  if (!access.bank) {
    if (access.staff && BANK_FIELDS.some((f) => (input[f] ?? "") !== "")) {
      throw forbidden("You need the Banking Admin right to change bank details.");
    }
    return;
  }
  const name = input.financeAccountName ?? "";
  const bsb = input.financeBsb ?? "";
  const number = input.financeAccountNumber ?? "";
  if (name === "" && bsb === "" && number === "") await deleteBankDetails(deps.db, id);
  else await upsertBankDetails(deps.db, id, { accountName: name.trim(), bsb, accountNumber: number });
}

/**
 * respondent/update: creates (id 0, staff only) or saves the record. Refuses an e-mail or mobile
 * another respondent uses. Answers the saved record as the caller may see it.
 */
export async function saveRespondent(
  deps: D,
  access: RespondentAccess,
  input: RespondentUpdate,
): Promise<{ ok: true; value: Respondent } | { ok: false; errors: string[] }> {
  const creating = input.id === 0;
  if (creating && !access.staff) throw forbidden();
  if (!creating) assertOwnRecord(access, input.id);
  const existing = creating ? undefined : await findRespondent(deps.db, input.id);
  if (!creating && !existing) throw notFound("Respondent not found.");
  if (creating && (!input.firstName || !input.lastName)) {
    return {
      ok: false,
      errors: ["firstName: Required", "lastName: Required"].filter(
        (_, i) => !(i === 0 ? input.firstName : input.lastName),
      ),
    };
  }
  const duplicate = await findDuplicate(deps.db, { email: input.email, mobile: input.mobile }, input.id);
  if (duplicate) return { ok: false, errors: [duplicate === "email" ? DUPLICATE_EMAIL : DUPLICATE_MOBILE] };

  const patch = toPatch(input, access);
  let id = input.id;
  if (creating) {
    const row = await insertRespondent(deps.db, {
      ...patch,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
    });
    id = row.id;
  } else {
    await updateRespondent(deps.db, id, patch);
    await syncRespondentAccount(deps.db, id, {
      email: input.email,
      mobile: input.mobile,
      displayName:
        input.firstName || input.lastName
          ? `${input.firstName ?? existing?.firstName} ${input.lastName ?? existing?.lastName}`
          : undefined,
    });
  }
  await applyBank(deps, access, id, input);
  return { ok: true, value: await loadRespondentView(deps, access, id) };
}

/** respondent/delete (staff, RES): removes records and accounts; leaves no orphan rows. */
export async function removeRespondents(deps: D, ids: number[]) {
  try {
    return await deleteRespondents(deps.db, ids);
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
  deps: Pick<Deps, "db" | "revocations" | "now">,
  access: RespondentAccess,
  input: { respId: number; password: string },
) {
  const row = await findRespondent(deps.db, input.respId);
  if (!row) throw notFound("Respondent not found.");
  const done = await setRespondentPasswordHash(deps.db, input.respId, await hashPassword(input.password));
  if (!done) return false;
  // Whoever knew the old password is signed out everywhere (decision 089).
  await endSubjectSessions(deps, "Respondent", input.respId);
  await insertNote(deps.db, {
    respondentId: input.respId,
    kind: "audit",
    text: "Password set by staff.",
    author: access.actor.name,
  });
  return true;
}

/** Staff notes and audit notes of a record, newest first. */
export async function notesOf(deps: D, id: number) {
  if (!(await findRespondent(deps.db, id))) throw notFound("Respondent not found.");
  const rows = await listNotes(deps.db, id);
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    text: n.text,
    author: n.author,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function addNote(
  deps: D,
  access: RespondentAccess,
  input: { respondentId: number; text: string },
) {
  if (!(await findRespondent(deps.db, input.respondentId))) throw notFound("Respondent not found.");
  await insertNote(deps.db, {
    respondentId: input.respondentId,
    kind: "note",
    text: input.text,
    author: access.actor.name,
  });
  return notesOf(deps, input.respondentId);
}
