import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { tabSavers } from "../../src/workspace/tab-savers";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Route patterns of the job forms: the new job and each job's tabs. */
const JOB_FORMS: RoutePattern[] = [...JOB_EDIT, ROUTES.jobAdd, ROUTES.jobAddForClient];

/** Saves the focused job form (details, or the child editor holding the focus). */
export const saveJob = defineCommand({
  id: "jobs.save",
  title: "Save job",
  category: "Jobs",
  keywords: ["save job", "update"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.JobAdmin],
  scope: JOB_FORMS,
  when: (ctx) => JOB_FORMS.includes((ctx.focused?.pattern ?? "") as RoutePattern),
  enabled: () => (tabSavers.canSaveFocused() ? true : "This tab has no form to save."),
  run: () => tabSavers.saveFocused(),
});
