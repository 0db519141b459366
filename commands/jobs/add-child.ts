import { RIGHTS, type RightCode } from "../../server/contracts/rights-codes";
import { jobScreens } from "../../src/features/jobs/api/screen-state";
import { type Command, defineCommand } from "../types";
import { focusedJobId, JOB_EDIT } from "./job-context";

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
    when: (ctx) => focusedJobId(ctx) !== null,
    run: (ctx) => {
      const id = focusedJobId(ctx);
      if (id === null) return;
      jobScreens.requestEditor(spec.kind, id);
      const path = `/job/edit/${id}/${spec.tab}`;
      if (ctx.focused?.path.toLowerCase() !== path) ctx.navigate(path);
    },
  });
}
