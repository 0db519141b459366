import { RIGHTS } from "../../server/contracts/rights-codes";
import { CHILD_KIND, childScreens } from "../../src/features/respondents/api/child-requests";
import { type CommandContext, defineCommand } from "../types";
import { focusedRespondentId, RECORD_EDIT } from "./respondent-context";

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
export const addRespondentChild = defineCommand({
  id: "respondents.addChild",
  title: "Add child",
  category: "Respondents",
  keywords: ["children", "kid", "family"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  run: (ctx) => {
    const id = focusedRespondentId(ctx);
    if (id !== null) childScreens.requestEditor(CHILD_KIND, id);
  },
});

/** Deletes the children selected on the Children tab: delete-allowed, confirm, call, toast. */
export const deleteSelectedChildren = defineCommand({
  id: "respondents.deleteSelectedChildren",
  title: "Delete selected children",
  category: "Respondents",
  keywords: ["remove child", "children"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  enabled: (ctx) => (selectedChildren(ctx).length > 0 ? true : "Select one or more children first."),
  run: async (ctx) => {
    const id = focusedRespondentId(ctx);
    const rows = selectedChildren(ctx);
    if (id === null || rows.length === 0) return;
    const [records, api] = await Promise.all([ctx.areas.records(), ctx.areas.respondents()]);
    const allowed = await records.deleteAllowed("respondent");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    const names = rows.map((r) => r.firstName).join(", ");
    if (!(await ctx.confirm(`${names} will be deleted. You won't be able to revert this!`, "Are you sure?")))
      return;
    const answer = await records.deleteChildren(
      api.respondentChildren,
      id,
      rows.map((r) => r.id),
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    if (ctx.focused) childScreens.setSelection(ctx.focused.path, []);
    ctx.toast.success("Successfully Deleted!", `${names} deleted.`);
  },
});
