import { RIGHTS } from "../../server/contracts/rights-codes";
import { CHILD_KIND, childScreens } from "../../src/features/respondents/api/child-requests";
import { runDeleteFlow } from "../core/delete-flow";
import type { CommandContext } from "../core/types";
import { respondentCommand } from "./respondent-context";

/** Children selected on the focused record's Children tab. */
function selectedChildren(ctx: CommandContext): { id: number; firstName: string }[] {
  return ctx.selection.filter(
    (r): r is { id: number; firstName: string } =>
      typeof (r as { id?: unknown })?.id === "number" &&
      typeof (r as { respondentId?: unknown })?.respondentId === "number" &&
      typeof (r as { firstName?: unknown })?.firstName === "string",
  );
}

/** Shows the Children tab of the focused record with a blank child editor. */
export const addRespondentChild = respondentCommand({
  id: "respondents.addChild",
  title: "Add child",
  keywords: ["children", "kid", "family"],
  rights: [RIGHTS.RespondentAdmin],
  run: (_ctx, id) => childScreens.requestEditor(CHILD_KIND, id),
});

/** Deletes the children selected on the Children tab through the one delete flow. */
export const deleteSelectedChildren = respondentCommand({
  id: "respondents.deleteSelectedChildren",
  title: "Delete selected children",
  keywords: ["remove child", "children"],
  rights: [RIGHTS.RespondentAdmin],
  enabled: (ctx) => (selectedChildren(ctx).length > 0 ? true : "Select one or more children first."),
  run: async (ctx, id) => {
    const rows = selectedChildren(ctx);
    if (rows.length === 0) return;
    const names = rows.map((r) => r.firstName).join(", ");
    await runDeleteFlow(ctx, {
      kind: "respondent-child",
      what: names,
      remove: async () => {
        const [records, api] = await Promise.all([ctx.areas.records(), ctx.areas.respondents()]);
        return records.deleteChildren(
          api.respondentChildren,
          id,
          rows.map((r) => r.id),
        );
      },
      after: "clearSelection",
      successText: `${names} deleted.`,
    });
  },
});
