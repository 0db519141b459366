import type { ReferenceAdminItem } from "../../server/contracts/admin/reference-admin-calls";
import {
  REFERENCE_LISTS,
  type ReferenceListDef,
  referenceListDef,
} from "../../server/contracts/admin/reference-lists";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { referenceScreen } from "../../src/features/admin/reference/state/reference-screen";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";
import { plural } from "../sessions/session-context";

/** Reference data (decision 274): every action on the lists runs from the palette. */
const REF = [RIGHTS.ReferenceDataAdmin];
const PAGE = [ROUTES.adminReference];
const onPage = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.adminReference;
const common = { category: "Reference data", rights: REF };
const scoped = { ...common, scope: PAGE, when: onPage };

const records = (n: number) => (n === 1 ? "1 record" : `${n} records`);
const only = (): ReferenceAdminItem | null => {
  const rows = referenceScreen.selected();
  return rows.length === 1 ? (rows[0] ?? null) : null;
};
const oneSelected = () => (only() ? true : "Select one value first.");

async function setActive(ctx: CommandContext, row: ReferenceAdminItem, isActive: boolean) {
  const { calls, referenceChanged } = await ctx.areas.adminReference();
  const answer = await ctx.call(calls.saveReferenceItem, {
    type: referenceScreen.list(),
    json: { id: row.id, label: row.label, sortOrder: row.sortOrder, isActive },
  });
  if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
  await referenceChanged();
  ctx.toast.success(isActive ? "Value reactivated." : "Value deactivated.", null);
}

/** Opens the reference data page at a list (from anywhere). */
export const openReferenceList = defineCommand<ReferenceListDef>({
  ...common,
  id: "adminReference.openList",
  title: "Open reference list…",
  keywords: ["lookup", "reference data", "drop-down values", "list values"],
  picker: {
    placeholder: "List: type its name",
    minLength: 0,
    hint: "Every lookup list.",
    load: async (query) => {
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return REFERENCE_LISTS.filter((l) =>
        words.every((w) => `${l.title} ${l.group} ${l.list}`.toLowerCase().includes(w)),
      ).map((l) => ({ id: l.list, title: l.title, subtitle: l.group, value: l }));
    },
  },
  run: (ctx, list) => {
    if (!onPage(ctx)) ctx.openView(ROUTES.adminReference, { title: "Reference Data" });
    referenceScreen.setList(list.list);
  },
});

export const newReferenceValue = defineCommand({
  ...scoped,
  id: "adminReference.new",
  title: "New reference value",
  keywords: ["add value", "add lookup"],
  key: "Alt+N",
  run: () => referenceScreen.requestBlank(),
});

/** Opens the selected value in the form (Enter on the row does the same). */
export const editReferenceValue = defineCommand({
  ...scoped,
  id: "adminReference.edit",
  title: "Edit selected value",
  keywords: ["rename value", "change value", "reorder"],
  enabled: oneSelected,
  run: () => {
    const row = only();
    if (row) referenceScreen.requestEdit(row.id);
  },
});

/** A value in use is deactivated: it stays on its records and leaves the lists people pick from. */
export const deactivateReferenceValue = defineCommand({
  ...scoped,
  id: "adminReference.deactivate",
  title: "Deactivate selected value",
  keywords: ["hide value", "retire value", "disable"],
  key: "Alt+D",
  enabled: () => {
    const row = only();
    if (!row) return "Select one value first.";
    return row.isActive ? true : `'${row.label}' is already inactive.`;
  },
  run: async (ctx) => {
    const row = only();
    if (!row) return;
    const text = `'${row.label}' is used by ${records(row.inUse)}. It stays on them and is no longer offered in lists.`;
    const sure = await ctx.confirm(text, "Deactivate value?", {
      confirmLabel: "Deactivate",
      cancelLabel: "Keep active",
    });
    if (sure) await setActive(ctx, row, false);
  },
});

export const reactivateReferenceValue = defineCommand({
  ...scoped,
  id: "adminReference.reactivate",
  title: "Reactivate selected value",
  keywords: ["enable value", "show value"],
  enabled: () => {
    const row = only();
    if (!row) return "Select one value first.";
    return row.isActive ? `'${row.label}' is active.` : true;
  },
  run: async (ctx) => {
    const row = only();
    if (row) await setActive(ctx, row, true);
  },
});

/** Merges the selected value into another of the list: its records are re-pointed, then it goes. */
export const mergeReferenceValue = defineCommand<ReferenceAdminItem>({
  ...scoped,
  id: "adminReference.merge",
  title: "Merge selected value into…",
  keywords: ["merge duplicates", "combine values", "replace value"],
  enabled: oneSelected,
  picker: {
    placeholder: "The value to keep",
    minLength: 0,
    hint: "Records using the selected value will use this one.",
    load: async (query, ctx) => {
      const from = only();
      const { loadReferenceItems } = await ctx.areas.adminReference();
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return (await loadReferenceItems(referenceScreen.list()))
        .filter((i) => i.id !== from?.id && words.every((w) => i.label.toLowerCase().includes(w)))
        .map((i) => ({ id: String(i.id), title: i.label, subtitle: `${records(i.inUse)}`, value: i }));
    },
  },
  run: async (ctx, into) => {
    const from = only();
    if (!from) return;
    const text = `Every one of the ${records(from.inUse)} using '${from.label}' will use '${into.label}', and '${from.label}' is deleted.`;
    if (!(await ctx.confirm(text, "Merge values?", { confirmLabel: "Merge", cancelLabel: "Keep both" })))
      return;
    const { adminCalls, referenceChanged } = await ctx.areas.adminReference();
    const answer = await ctx.call(adminCalls.mergeReferenceItem, {
      type: referenceScreen.list(),
      fromId: from.id,
      intoId: into.id,
    });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    await referenceChanged();
    ctx.workspace.clearSelection();
    ctx.toast.success("Values merged.", `${records(answer.value.moved)} now use '${into.label}'.`);
  },
});

/** Deletes the selected values; one that records use is refused with their count (delete-reference-items). */
export const deleteReferenceValues = defineCommand({
  ...scoped,
  id: "adminReference.delete",
  title: "Delete selected values",
  keywords: ["remove value", "delete lookup"],
  key: "Alt+Shift+Delete",
  enabled: () => (referenceScreen.selected().length ? true : "Select one or more values first."),
  run: async (ctx) => {
    const rows = referenceScreen.selected();
    if (!rows.length) return;
    const type = referenceScreen.list();
    await runDeleteFlow(ctx, {
      kind: "reference-data",
      what:
        rows.length === 1
          ? `'${rows[0]?.label}'`
          : `${plural(rows.length, "value")} of ${referenceListDef(type)?.title ?? type}`,
      remove: async () => {
        const { calls, referenceChanged } = await ctx.areas.adminReference();
        const answer = await ctx.call(calls.deleteReferenceItems, { type, json: rows.map((r) => r.id) });
        if (answer.succeeded) await referenceChanged();
        return answer;
      },
      after: "clearSelection",
    });
  },
});
