import { RIGHTS } from "../../server/contracts/rights-codes";
import type { RespondentSuggestion } from "../../server/contracts/search";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { listScreen } from "../../src/features/private-lists/state/screen-state";
import { defineCommand } from "../core/types";
import { onListScreen, openList, openListKeys, PRIVATE_LIST, plural } from "./list-context";

const common = {
  category: "Private lists",
  rights: [RIGHTS.PrivateListAdmin],
  scope: PRIVATE_LIST,
  when: onListScreen,
  enabled: () => (openList() ? true : "Open a saved list first."),
};

/** Adds one panel member, found by ID, name, mobile or e-mail, to the open list. */
export const addListMember = defineCommand<RespondentSuggestion>({
  ...common,
  id: "privateLists.addMember",
  title: "Add panel member to list…",
  keywords: ["add member", "add respondent"],
  key: "Alt+Shift+A",
  picker: {
    placeholder: "Panel member ID, name, mobile or e-mail",
    minLength: 1,
    hint: "Type the ID, name, mobile or e-mail of the panel member to add.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchRespondents(query, signal)).map((r) => ({
        id: `member-${r.id}`,
        title: `${r.fullName} (#${r.id})`,
        subtitle: [r.mobile, r.email].filter(Boolean).join(" · "),
        value: r,
      })),
  },
  run: async (ctx, person) => {
    const listId = openList();
    if (!listId) return;
    const { calls } = await ctx.areas.privateLists();
    const answer = await ctx.call(
      calls.addToPrivateList,
      { listId, ids: [person.id] },
      { refresh: await openListKeys(ctx) },
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    listScreen.changed();
    ctx.toast.success(
      "Added!",
      answer.value.added
        ? `${person.fullName} added to the list.`
        : `${person.fullName} was already on the list.`,
    );
  },
});

/**
 * Many members come from panel search: it opens beside this screen, where 'Add selection to a
 * private list…' (Alt+L) adds what the search selected.
 */
export const addFromSearch = defineCommand({
  ...common,
  id: "privateLists.addFromSearch",
  title: "Add members from panel search",
  keywords: ["search panel", "add selection"],
  key: "Alt+Shift+F",
  run: (ctx) => {
    ctx.openView(ROUTES.searchrespondents, { otherPane: true, title: "Search Panel Members" });
    ctx.toast.success(
      "Panel search opened",
      "Run a search, select the members, then press Alt+L to add them to this list.",
    );
  },
});

/** Removes the selected members from the open list. */
export const removeListMembers = defineCommand({
  ...common,
  id: "privateLists.removeMembers",
  title: "Remove selected members from list",
  keywords: ["remove member", "take off list"],
  key: "Alt+Shift+R",
  enabled: () =>
    !openList()
      ? "Open a saved list first."
      : listScreen.selectedMembers().length
        ? true
        : "Select members first.",
  run: async (ctx) => {
    const listId = openList();
    const ids = listScreen.selectedMembers();
    if (!listId || !ids.length) return;
    const what = plural(ids.length, "member");
    const sure = await ctx.confirm(`${what} will be taken off this list.`, "Remove from list?", {
      confirmLabel: `Remove ${what}`,
      cancelLabel: "Keep",
      destructive: true,
    });
    if (!sure) return;
    const { calls } = await ctx.areas.privateLists();
    const answer = await ctx.call(
      calls.removeFromPrivateList,
      { listId, ids },
      { refresh: await openListKeys(ctx) },
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    listScreen.setSelectedMembers([]);
    listScreen.changed();
    ctx.toast.success("Removed", `${plural(answer.value.removed, "member")} taken off the list.`);
  },
});
