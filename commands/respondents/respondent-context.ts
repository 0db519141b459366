import { ROUTES } from "../../src/app/routes/route-patterns";

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
export const RESPONDENT_PARAM = "resid";
