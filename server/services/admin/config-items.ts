import type { UseCaseContext } from "../../context";
import {
  CONFIG_ITEM_DEFS,
  type ConfigItemDef,
  checkConfigValue,
  configItemDef,
} from "../../contracts/admin/config-catalogue";
import type { ConfigChange, ConfigItemRow } from "../../contracts/admin/config-items";
import {
  allConfigItems,
  type ConfigChangeRow,
  type ConfigRow,
  changeConfigItem,
  configHistory,
  configItemRow,
  lastConfigChanges,
} from "../../db/repo/admin/config-items";
import { badRequest, notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";

/**
 * Configuration items (decision 273). Nothing here or in the config reads is cached in memory:
 * every read of a flag or value goes to the database, so a change is seen by every API process on
 * its next request, without a restart or a message between processes.
 */

const changeView = (c: ConfigChangeRow): ConfigChange => ({
  id: c.id,
  key: c.key,
  action: c.action,
  oldValue: c.oldValue,
  newValue: c.newValue,
  changedBy: c.changedBy,
  changedAt: c.changedAt.toISOString(),
});

/** An item stored but not declared (an installation's own): plain text, kept where it was. */
const undeclared = (row: ConfigRow): ConfigItemDef => ({
  key: row.key,
  kind: row.kind === "flag" ? "flag" : "text",
  store: row.kind,
  label: row.key,
  description: row.description ?? "",
  switches: [],
});

const isInternal = (key: string) => key.startsWith("system.");

function rowView(
  id: number,
  def: ConfigItemDef,
  row: ConfigRow | undefined,
  last: ConfigChangeRow | undefined,
): ConfigItemRow {
  return {
    id,
    key: def.key,
    label: def.label,
    kind: def.kind,
    store: def.store,
    description: def.description,
    switches: def.switches,
    choices: def.choices ?? [],
    readOnly: def.readOnly ?? false,
    value: row?.value ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    lastChange: last ? changeView(last) : null,
  };
}

async function allRows(ctx: UseCaseContext): Promise<ConfigItemRow[]> {
  const [rows, changes] = await Promise.all([allConfigItems(ctx.deps.db), lastConfigChanges(ctx.deps.db)]);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const last = new Map(changes.map((c) => [c.key, c]));
  const declared = new Set(CONFIG_ITEM_DEFS.map((d) => d.key));
  const defs = [
    ...CONFIG_ITEM_DEFS,
    ...rows
      .filter((r) => !declared.has(r.key) && !isInternal(r.key))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(undeclared),
  ];
  return defs.map((d, i) => rowView(i + 1, d, stored.get(d.key), last.get(d.key)));
}

/** GET configitems: every declared item (set or not) and every other stored item. */
export const listConfigItems = (ctx: UseCaseContext) => allRows(ctx);

async function oneRow(ctx: UseCaseContext, key: string): Promise<ConfigItemRow> {
  const row = (await allRows(ctx)).find((r) => r.key === key);
  if (!row) throw notFound(`There is no configuration item named ${key}.`);
  return row;
}

async function defOf(ctx: UseCaseContext, key: string): Promise<ConfigItemDef> {
  const def = configItemDef(key);
  if (def) return def;
  const row = isInternal(key) ? undefined : await configItemRow(ctx.deps.db, key);
  if (!row) throw notFound(`There is no configuration item named ${key}.`);
  return undeclared(row);
}

const by = (ctx: UseCaseContext) => ctx.actor?.name ?? "system";

/** POST configitem/update: a value of the item's kind; a value of another kind is a 400. */
export async function updateConfigItem(
  ctx: UseCaseContext,
  input: { key: string; value: unknown },
): Promise<Outcome<ConfigItemRow>> {
  const def = await defOf(ctx, input.key);
  if (def.readOnly) return refusal(`${def.label} is set by each release and cannot be changed here.`);
  const checked = checkConfigValue(def, input.value);
  if (!checked.ok) throw badRequest(checked.error);
  const current = await configItemRow(ctx.deps.db, def.key);
  if (current?.value !== checked.value) {
    await changeConfigItem(ctx.deps.db, {
      key: def.key,
      store: def.store,
      value: checked.value,
      action: "update",
      by: by(ctx),
      description: def.description,
    });
  }
  return success(await oneRow(ctx, def.key));
}

/** POST configitem/delete: only an installation's own items; the product's settings are changed, not deleted. */
export async function deleteConfigItem(
  ctx: UseCaseContext,
  input: { key: string },
): Promise<Outcome<string>> {
  const declared = configItemDef(input.key);
  if (declared) return refusal(`${declared.label} is a setting the product reads: change its value instead.`);
  const def = await defOf(ctx, input.key);
  await changeConfigItem(ctx.deps.db, {
    key: def.key,
    store: def.store,
    value: null,
    action: "delete",
    by: by(ctx),
  });
  return success(def.key);
}

/** POST configitem/revert: puts back the value the item's last change replaced. */
export async function revertConfigItem(
  ctx: UseCaseContext,
  input: { key: string },
): Promise<Outcome<ConfigItemRow>> {
  const def = await defOf(ctx, input.key).catch(() => undefined);
  const [last] = await configHistory(ctx.deps.db, input.key, 1);
  if (!last) return refusal(`${def?.label ?? input.key} has no change to revert.`);
  const result = await changeConfigItem(ctx.deps.db, {
    key: input.key,
    store: def?.store ?? "value",
    value: last.oldValue,
    action: "revert",
    by: by(ctx),
    description: def?.description,
    expectLast: last.id,
  });
  if (result === "stale")
    return refusal(`${def?.label ?? input.key} changed meanwhile: look at it again first.`);
  if (last.oldValue === null && !def) return success({ ...emptyRow(input.key) });
  return success(await oneRow(ctx, input.key));
}

const emptyRow = (key: string): ConfigItemRow => ({
  ...rowView(
    0,
    { key, kind: "text", store: "value", label: key, description: "", switches: [] },
    undefined,
    undefined,
  ),
});

/** GET configitem/history: the item's changes, newest first. */
export async function configItemHistory(
  ctx: UseCaseContext,
  input: { key: string },
): Promise<ConfigChange[]> {
  return (await configHistory(ctx.deps.db, input.key)).map(changeView);
}
