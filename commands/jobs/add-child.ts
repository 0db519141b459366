import { RIGHTS, type RightCode } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { jobScreens } from "../../src/features/jobs/state/screen-state";
import { focusedRecordId } from "../core/focused-record";
import { type Command, defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** "Add incentive", "Add quota"...: shows the job's tab and asks it for a blank editor. */
export function addToJob(spec: {
  id: string;
  title: string;
  tab: string;
  kind: string;
  keywords: string[];
  right?: RightCode;
  key?: string;
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: "Jobs",
    keywords: spec.keywords,
    ...(spec.key ? { key: spec.key } : {}),
    rights: [spec.right ?? RIGHTS.JobAdmin],
    scope: JOB_EDIT,
    when: (ctx) => focusedRecordId(ctx, JOB_EDIT) !== null,
    run: (ctx) => {
      const id = focusedRecordId(ctx, JOB_EDIT);
      if (id === null) return;
      jobScreens.requestEditor(spec.kind, id);
      const path = href(ROUTES.jobEditTab, { id, selectedtab: spec.tab });
      if (ctx.focused?.path.toLowerCase() !== path) ctx.navigate(path);
    },
  });
}
