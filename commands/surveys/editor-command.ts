import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Command, type CommandContext, defineCommand } from "../core/types";
import { type FocusedEditor, focusedEditor, SURVEY_EDITORS } from "./survey-context";

type SurveysArea = Awaited<ReturnType<CommandContext["areas"]["surveys"]>>;

/**
 * A command that changes the draft of the focused survey editor: scoped to the editor screens,
 * it hands the area module (the editor store and calls) and the focused editor to `act`.
 */
export function editorCommand<A = undefined>(
  spec: Omit<Command<A>, "category" | "scope" | "run" | "rights"> & {
    act(area: SurveysArea, editor: FocusedEditor, ctx: CommandContext, args: A): unknown;
  },
): Command<A> {
  const { act, ...rest } = spec;
  return defineCommand<A>({
    category: "Surveys",
    rights: [RIGHTS.JobAdmin],
    scope: SURVEY_EDITORS,
    ...rest,
    run: async (ctx, args) => {
      const editor = focusedEditor(ctx);
      if (editor) await act(await ctx.areas.surveys(), editor, ctx, args);
    },
  });
}
