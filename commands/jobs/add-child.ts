import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { jobScreens } from "../../src/features/jobs/state/screen-state";
import { addChildCommand, type ChildArea } from "../common/add-child";
import { JOB_EDIT } from "./job-context";

/** "Add incentive", "Add quota"...: shows the job's tab and asks it for a blank editor. */
const JOB: ChildArea = {
  category: "Jobs",
  patterns: JOB_EDIT,
  right: RIGHTS.JobAdmin,
  tabPath: (id, tab) => href(ROUTES.jobEditTab, { id, selectedtab: tab }),
  requestEditor: (kind, id) => jobScreens.requestEditor(kind, id),
};

export const addToJob = (spec: Parameters<typeof addChildCommand>[1]) => addChildCommand(JOB, spec);
