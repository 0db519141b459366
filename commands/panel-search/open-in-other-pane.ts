import { RIGHTS } from "../../server/contracts/rights-codes";
import { type MemberRow, memberPath, memberTitle } from "../../src/features/panel-search/model/member-path";
import { type CommandContext, defineCommand } from "../core/types";
import { SEARCH_SCREENS } from "./search-context";

/** The first selected result row that names a panel member (event rows by respondentId). */
function firstMember(ctx: CommandContext): MemberRow | null {
  for (const r of ctx.selection) {
    const row = r as { id?: unknown; respondentId?: unknown };
    const id = typeof row.respondentId === "number" ? row.respondentId : row.id;
    if (typeof id === "number") return { ...(r as object), id } as MemberRow;
  }
  return null;
}

/** Opens the selected result's panel member beside the search, so the list stays in view. */
export const openResultInOtherPane = defineCommand({
  id: "panelSearch.openInOtherPane",
  title: "Open panel member in the other pane",
  category: "Panel search",
  keywords: ["split"],
  key: "Alt+Shift+V",
  rights: [RIGHTS.RespondentAdmin],
  scope: SEARCH_SCREENS,
  when: (ctx) => firstMember(ctx) !== null,
  run: async (ctx) => {
    const row = firstMember(ctx);
    if (row) ctx.openView(memberPath(row), { otherPane: true, title: memberTitle(row) });
  },
});
