import { RIGHTS } from "../../server/contracts/rights-codes";
import { listScreen } from "../../src/features/private-lists/state/screen-state";
import { tabSavers } from "../../src/workspace/tab-savers";
import { runDeleteFlow } from "../core/delete-flow";
import { selectedRows } from "../core/focused-record";
import { type CommandContext, defineCommand } from "../core/types";
import { onListScreen, openList, PRIVATE_LIST, plural } from "./list-context";

const common = {
  category: "Private lists",
  rights: [RIGHTS.PrivateListAdmin],
  scope: PRIVATE_LIST,
  when: onListScreen,
};

/** Opens a blank list below the lists. */
export const newPrivateList = defineCommand({
  ...common,
  id: "privateLists.new",
  title: "New private list",
  keywords: ["create list", "add list"],
  key: "Alt+N",
  run: () => listScreen.open(0),
});

/** Saves the open list's name, description and client. */
export const savePrivateList = defineCommand({
  ...common,
  id: "privateLists.save",
  title: "Save list",
  keywords: ["save private list", "update"],
  key: "Mod+S",
  keyInInputs: true,
  enabled: () => (tabSavers.canSaveFocused() ? true : "Open or create a list first."),
  run: () => tabSavers.saveFocused(),
});

/** The selected lists, else the open one. */
const listsToDelete = (ctx: CommandContext): number[] => {
  const selected = selectedRows(ctx).map((r) => r.id);
  if (selected.length) return selected;
  const open = openList();
  return open ? [open] : [];
};

/** Deletes the selected lists (or the open one) through the one delete flow. */
export const deletePrivateLists = defineCommand({
  ...common,
  id: "privateLists.delete",
  title: "Delete lists",
  keywords: ["delete private list", "remove list"],
  key: "Alt+Shift+Delete",
  enabled: (ctx) => (listsToDelete(ctx).length ? true : "Select or open a list first."),
  run: async (ctx) => {
    const ids = listsToDelete(ctx);
    if (!ids.length) return;
    const deleted = await runDeleteFlow(ctx, {
      kind: "private-list",
      what: ids.length === 1 ? "This list" : plural(ids.length, "list"),
      remove: async () => {
        const { calls, listKeys } = await ctx.areas.privateLists();
        return ctx.call(calls.deletePrivateLists, { ids }, { refresh: [listKeys.all] });
      },
      after: "clearSelection",
    });
    if (!deleted) return;
    const open = listScreen.openId();
    if (open && ids.includes(open)) listScreen.open(null);
    listScreen.changed();
  },
});
