import { RIGHTS, type RightCode } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { sessionScreens } from "../../src/features/sessions/state/screen-state";
import { type Command, defineCommand } from "../core/types";
import { focusedSession, SESSION_EDIT } from "./session-context";

/** "Add time slot", "Add session incentive"...: shows the session's tab and asks it for a blank editor. */
export function addToSession(spec: {
  id: string;
  title: string;
  tab: string;
  kind: string;
  keywords: string[];
  key?: string;
  /** The right the tab's save call needs (JobAdmin unless told). */
  right?: RightCode;
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: "Sessions",
    keywords: spec.keywords,
    ...(spec.key ? { key: spec.key } : {}),
    rights: [spec.right ?? RIGHTS.JobAdmin],
    scope: SESSION_EDIT,
    when: (ctx) => focusedSession(ctx) !== null,
    run: (ctx) => {
      const session = focusedSession(ctx);
      if (!session) return;
      sessionScreens.requestEditor(spec.kind, session.id);
      const path = href(ROUTES.sessionEditTab, { id: session.id, jobid: session.jobId, tab: spec.tab });
      if (ctx.focused?.path.toLowerCase() !== path) ctx.navigate(path);
    },
  });
}
