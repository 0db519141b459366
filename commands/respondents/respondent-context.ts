import { ROUTES } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { type Command, type CommandContext, defineCommand } from "../core/types";

/** Route patterns of the staff respondent records (from the one route-pattern module). */
export const RECORD_EDIT = [
  ROUTES.respondentRecord,
  ROUTES.businessPanelMember,
  ROUTES.impairmentPanelMember,
];
export const RECORD_NEW = [
  ROUTES.newRespondent,
  ROUTES.newBusinessPanelMember,
  ROUTES.newImpairmentPanelMember,
];
/** The route parameter holding the respondent id. */
const RESPONDENT_PARAM = "resid";

/** The id of the panel member the focused record tab shows, else null. */
export const focusedRespondent = (ctx: Pick<CommandContext, "focused">) =>
  focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);

type RespondentCommandSpec<A> = Omit<Command<A>, "category" | "scope" | "when" | "run"> & {
  run(ctx: CommandContext, id: number, args: A): void | Promise<void>;
};

/**
 * A command about the panel member the focused record tab shows: offered only there, and run
 * with that member's id.
 */
export function respondentCommand<A = undefined>(spec: RespondentCommandSpec<A>): Command<A> {
  return defineCommand<A>({
    ...spec,
    category: "Respondents",
    scope: RECORD_EDIT,
    when: (ctx) => focusedRespondent(ctx) !== null,
    run: (ctx, args) => {
      const id = focusedRespondent(ctx);
      return id === null ? undefined : spec.run(ctx, id, args);
    },
  });
}
