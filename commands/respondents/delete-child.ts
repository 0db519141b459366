import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../delete-flow";
import { focusedRecordId } from "../focused-record";
import { defineCommand } from "../types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** The child row a Remove button passes (the children tab of a respondent record). */
export interface ChildRow {
  id: number;
  firstName: string;
}

/**
 * Deletes one child of the focused respondent through the delete flow. The row's
 * `<CommandButton id="respondents.deleteChild" args={child}/>` passes the child; from the palette
 * a picker lists the record's children first.
 */
export const deleteRespondentChild = defineCommand<ChildRow>({
  id: "respondents.deleteChild",
  title: "Remove child",
  category: "Respondents",
  keywords: ["delete child", "children"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  picker: {
    placeholder: "Which child?",
    minLength: 0,
    hint: "The panel member's children",
    load: async (query, ctx, signal) => {
      const respondentId = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
      if (respondentId === null) return [];
      const children = await (await ctx.areas.respondents()).fetchChildren(respondentId, signal);
      const q = query.trim().toLowerCase();
      return children
        .filter((c) => !q || c.firstName.toLowerCase().includes(q))
        .map((c) => ({
          id: String(c.id),
          title: c.firstName,
          subtitle: [c.gender, c.yearOfBirth].filter(Boolean).join(", "),
          value: { id: c.id, firstName: c.firstName },
        }));
    },
  },
  run: async (ctx, child) => {
    const respondentId = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
    if (respondentId === null || !child) return;
    await runDeleteFlow(ctx, {
      kind: "respondent-child",
      what: child.firstName ? `The child ${child.firstName}` : "This child",
      remove: async () => (await ctx.areas.respondents()).deleteChild(respondentId, child.id),
      after: "clearSelection",
      successText: null,
    });
  },
});
