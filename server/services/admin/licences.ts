import type { UseCaseContext } from "../../context";
import {
  type Licence,
  type LicenceSave,
  type LicenceUsage,
  seatsBelowUsed,
} from "../../contracts/admin/licences";
import type { Db } from "../../db/client";
import * as repo from "../../db/repo/admin/licences";
import { configValue } from "../../db/repo/config";
import { badRequest, forbidden, notFound } from "../../http/errors";

type Holder = Awaited<ReturnType<typeof repo.holdersOf>>[number];

/**
 * Licences exist only on the licensee installation (IsJOTLicensee, product §3, §2.6): the flag
 * hides the menu entry, and the calls refuse too, so a hidden page is not a reachable one.
 */
async function assertLicensee(ctx: UseCaseContext) {
  if ((await configValue(ctx.deps.db, "IsJOTLicensee"))?.toLowerCase() !== "true")
    throw forbidden("Software licences are only kept on the licensee installation.");
}

/** Seats used: the licence's holders who are active staff users (decision 277). */
const usedBy = (holders: readonly Holder[]) => holders.filter((h) => h.active).length;

function licenceOf(row: repo.LicenceRecord, holders: readonly Holder[]): Licence {
  const used = usedBy(holders);
  return {
    id: row.id,
    name: row.name,
    reference: row.reference,
    seats: row.seats,
    used,
    available: Math.max(row.seats - used, 0),
    expiresOn: row.expiresOn,
    notes: row.notes,
    holders: holders.map((h) => h.username),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/licences (RME, licensee): every licence with its seat figures. */
export async function listLicences(ctx: UseCaseContext): Promise<Licence[]> {
  await assertLicensee(ctx);
  const db = ctx.deps.db;
  const [rows, holders] = await Promise.all([repo.allLicences(db), repo.holdersOf(db)]);
  return rows.map((row) =>
    licenceOf(
      row,
      holders.filter((h) => h.licenceId === row.id),
    ),
  );
}

/** GET /api/licence-usage/{id} (RME, licensee): seats, used, available and the holders. */
export async function licenceUsage(ctx: UseCaseContext, id: number): Promise<LicenceUsage> {
  await assertLicensee(ctx);
  const db = ctx.deps.db;
  const row = await repo.licenceById(db, id);
  if (!row) throw notFound("Licence not found.");
  const holders = await repo.holdersOf(db, [id]);
  const used = usedBy(holders);
  return {
    licenceId: row.id,
    name: row.name,
    seats: row.seats,
    used,
    available: Math.max(row.seats - used, 0),
    holders: holders.map((h) => ({
      staffUserId: h.staffUserId,
      username: h.username,
      fullName: h.fullName,
      active: h.active,
      assignedAt: h.assignedAt.toISOString(),
    })),
  };
}

/**
 * The staff ids the save's holders name. A new holder must be an active staff user; one who
 * already holds a seat and has since been deactivated may stay (they use no seat).
 */
async function holdersNamed(db: Db, names: string[], current: readonly Holder[]) {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = await repo.staffByNames(db, wanted);
  const byName = new Map(found.map((u) => [u.username.toLowerCase(), u]));
  const unknown = wanted.filter((n) => !byName.has(n));
  if (unknown.length) throw badRequest(`No staff user is named ${unknown.join(", ")}.`);
  const held = new Set(current.map((h) => h.staffUserId));
  const inactive = found.filter((u) => !u.active && !held.has(u.id)).map((u) => u.username);
  if (inactive.length) throw badRequest(`A seat goes to active staff users only: ${inactive.join(", ")}.`);
  return found;
}

/**
 * POST /api/licence/update (RME, licensee): adds or changes a licence and, when given, who holds
 * it. Seats can never fall below the active holders after the change: a 400 naming both numbers.
 * The licence row is locked for the check, so two saves cannot both squeeze past it.
 */
export async function saveLicence(ctx: UseCaseContext, input: LicenceSave): Promise<{ id: number }> {
  await assertLicensee(ctx);
  const values = {
    name: input.name,
    reference: input.reference,
    seats: input.seats,
    expiresOn: input.expiresOn,
    notes: input.notes,
  };
  return ctx.deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (await repo.licenceNamed(tx, input.name, input.id ?? 0))
      throw badRequest(`A licence named ${input.name} already exists.`);
    let id = input.id ?? 0;
    if (id) await repo.lockLicence(tx, id);
    const current = id ? await repo.holdersOf(tx, [id]) : [];
    if (id && !(await repo.licenceById(tx, id))) throw notFound("Licence not found.");
    const after = input.holders ? await holdersNamed(tx, input.holders, current) : null;
    const activeAfter = after ? after.filter((u) => u.active).length : usedBy(current);
    if (input.seats < activeAfter) throw badRequest(seatsBelowUsed(input.seats, activeAfter));
    if (id) await repo.updateLicence(tx, id, { ...values, updatedAt: ctx.deps.now() });
    else id = await repo.insertLicence(tx, values);
    if (after)
      await repo.setHolders(
        tx,
        id,
        after.map((u) => u.id),
      );
    return { id };
  });
}
