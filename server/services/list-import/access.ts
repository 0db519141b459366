import { assertPrivateListsAllowed, callerOf, holds, isStaff, ownClientId } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { RIGHTS } from "../../contracts/rights";
import { configValue } from "../../db/repo/config";
import { findImport, type ListImportRow } from "../../db/repo/list-imports";
import { respondentListsTable } from "../../db/repo/respondent-lists";
import { forbidden, notFound } from "../../http/errors";

/**
 * Who may act on an import (decisions 217–218), by its kind: the panel import needs ImportListAdmin
 * and the IsimportlistAllowed flag; a staff list upload PrivateListAdmin; a client's upload the
 * client's own list and its client record's allowPrivateList. Every call re-checks, not only the
 * menu.
 */

export const ownerOf = (ctx: UseCaseContext) => {
  const actor = callerOf(ctx);
  return `${actor.role}:${actor.id}`;
};

export async function assertImportListAllowed(ctx: UseCaseContext) {
  if (!holds(ctx, RIGHTS.ImportListAdmin)) throw forbidden();
  if ((await configValue(ctx.deps.db, "IsimportlistAllowed"))?.toLowerCase() !== "true")
    throw forbidden("Importing lists is not enabled.");
}

/** The list a private-list upload fills: staff (LST) any list; a client only its company's lists. */
export async function listForUpload(ctx: UseCaseContext, listId: number) {
  const list = await respondentListsTable.get(ctx.deps.db, listId);
  if (!list) throw notFound("List not found.");
  if (isStaff(ctx)) {
    if (!holds(ctx, RIGHTS.PrivateListAdmin)) throw forbidden();
    return { list, clientId: list.clientId };
  }
  await assertPrivateListsAllowed(ctx);
  const clientId = await ownClientId(ctx);
  if (list.clientId !== clientId) throw notFound("List not found.");
  return { list, clientId };
}

/** Loads an import the caller may act on (404 for one that is not theirs to see). */
export async function visibleImport(ctx: UseCaseContext, importId: number): Promise<ListImportRow> {
  const row = await findImport(ctx.deps.db, importId);
  if (!row) throw notFound("Import not found.");
  if (row.kind === "panel") await assertImportListAllowed(ctx);
  else if (row.kind === "private-list") {
    if (!holds(ctx, RIGHTS.PrivateListAdmin)) throw forbidden();
  } else {
    if (isStaff(ctx)) {
      if (!holds(ctx, RIGHTS.PrivateListAdmin)) throw forbidden();
      return row;
    }
    await assertPrivateListsAllowed(ctx);
    if (row.clientId !== (await ownClientId(ctx))) throw notFound("Import not found.");
  }
  return row;
}
