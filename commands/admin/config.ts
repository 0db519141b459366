import type { ConfigItemRow } from "../../server/contracts/admin/config-items";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { configScreen } from "../../src/features/admin/config/state/config-screen";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";

/** System configuration (decision 273): change, revert and delete settings from the palette. */
const CFG = [RIGHTS.ConfigurationAdmin];
const PAGE = [ROUTES.systemConfiguration];
const onPage = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.systemConfiguration;
const common = { category: "Configuration", rights: CFG };

const matches = (query: string, row: ConfigItemRow) => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${row.label} ${row.key} ${row.description}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

const openPage = (ctx: CommandContext) => {
  if (!onPage(ctx)) ctx.openView(ROUTES.systemConfiguration, { title: "System Configuration" });
};

async function revert(ctx: CommandContext, row: Pick<ConfigItemRow, "key" | "label">) {
  const { revertConfigItem } = await ctx.areas.adminConfig();
  const answer = await revertConfigItem(row.key);
  if (!answer.succeeded) return ctx.toast.error("Not reverted", answer.errors.join(" "));
  ctx.toast.success("Change reverted.", `${row.label} is back to its value before the last change.`);
}

/** Opens a setting's form (from anywhere): pick the setting as you type. */
export const changeSetting = defineCommand<ConfigItemRow>({
  ...common,
  id: "adminConfig.change",
  title: "Change setting…",
  keywords: ["configuration", "flag", "server flag", "settings", "config"],
  picker: {
    placeholder: "Setting: type its name",
    minLength: 0,
    hint: "Every server flag and value.",
    load: async (query, ctx) => {
      const { loadConfigItems } = await ctx.areas.adminConfig();
      return (await loadConfigItems())
        .filter((r) => !r.readOnly && matches(query, r))
        .map((r) => ({
          id: r.key,
          title: r.label,
          subtitle: r.value === null ? "Not set" : r.value,
          value: r,
        }));
    },
  },
  run: (ctx, row) => {
    openPage(ctx);
    configScreen.edit(row);
  },
});

/** Puts back the value a setting had before its last change (from anywhere). */
export const revertSetting = defineCommand<ConfigItemRow>({
  ...common,
  id: "adminConfig.revert",
  title: "Revert last change of a setting…",
  keywords: ["undo setting", "revert configuration", "undo flag"],
  picker: {
    placeholder: "Setting whose last change to revert",
    minLength: 0,
    hint: "Settings that were changed.",
    load: async (query, ctx) => {
      const { loadConfigItems } = await ctx.areas.adminConfig();
      return (await loadConfigItems())
        .filter((r) => r.lastChange && matches(query, r))
        .map((r) => ({
          id: r.key,
          title: `Revert last change of ${r.label}`,
          subtitle: `Back to ${r.lastChange?.oldValue ?? "not set"}`,
          value: r,
        }));
    },
  },
  run: revert,
});

/** The same for the setting selected on the page. */
export const revertSelectedSetting = defineCommand({
  ...common,
  id: "adminConfig.revertSelected",
  title: "Revert last change of selected setting",
  scope: PAGE,
  when: onPage,
  enabled: () => {
    const row = configScreen.selected();
    if (!row) return "Select a setting first.";
    return row.lastChange ? true : `${row.label} has no change to revert.`;
  },
  run: async (ctx) => {
    const row = configScreen.selected();
    if (row) await revert(ctx, row);
  },
});

/** Deletes the selected setting: only an installation's own; the product's settings are changed instead. */
export const deleteSetting = defineCommand({
  ...common,
  id: "adminConfig.delete",
  title: "Delete selected setting",
  key: "Alt+Shift+Delete",
  scope: PAGE,
  when: onPage,
  enabled: () => (configScreen.selected() ? true : "Select a setting first."),
  run: async (ctx) => {
    const row = configScreen.selected();
    if (!row) return;
    await runDeleteFlow(ctx, {
      kind: "config-item",
      what: row.label,
      remove: async () => (await ctx.areas.adminConfig()).deleteConfigItem(row.key),
      after: "clearSelection",
    });
  },
});
