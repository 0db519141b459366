import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { uploadDocumentsCommand } from "../common/upload-documents";
import { JOB_EDIT } from "./job-context";

/** Chooses files and uploads them to the focused job. */
export const uploadJobDocument = uploadDocumentsCommand({
  id: "jobs.uploadDocument",
  title: "Upload job document",
  category: "Jobs",
  right: RIGHTS.JobAdmin,
  patterns: JOB_EDIT,
  area: "jobs",
  parentType: "Job",
  documents: (jobs) => jobs.jobChildren.documents,
  tabPath: (id) => href(ROUTES.jobEditTab, { id, selectedtab: "documents" }),
});
