import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import type { MenuEntry } from "./staff-menu-entry";

const R = RIGHTS;

/** Staff menu, first half: home, clients, panel and jobs (in menu order). */
export const WORK_MENU: MenuEntry[] = [
  {
    id: "home",
    group: "Home",
    title: "Home",
    path: ROUTES.dashboard,
    key: "Alt+H",
    keywords: ["dashboard", "start"],
  },
  {
    id: "newClient",
    group: "Clients",
    title: "New Client",
    path: ROUTES.clientAdd,
    right: R.ClientAdmin,
    keywords: ["add client", "create"],
  },
  {
    id: "searchClient",
    group: "Clients",
    title: "Search Client",
    path: ROUTES.clientList,
    right: R.ClientAdmin,
    keywords: ["clients", "find"],
  },
  {
    id: "newConsumerPanelMember",
    group: "Panel",
    title: "New Consumer Panel Member",
    path: ROUTES.newRespondent,
    right: R.RespondentAdmin,
    keywords: ["new respondent", "add respondent"],
  },
  {
    id: "newBusinessPanelMember",
    group: "Panel",
    title: "New Business Panel Member",
    path: ROUTES.newBusinessPanelMember,
    right: R.RespondentAdmin,
    flag: "IsBusinessPanelAllowed",
    keywords: ["business panel", "new respondent"],
  },
  {
    id: "newImpairmentPanelMember",
    group: "Panel",
    title: "New Impairment Panel Member",
    path: ROUTES.newImpairmentPanelMember,
    right: R.RespondentAdmin,
    flag: "IsDisabilityPanelAllowed",
    keywords: ["disability panel", "impairment", "new respondent"],
  },
  {
    id: "searchPanelMembers",
    group: "Panel",
    title: "Search Panel Members",
    path: ROUTES.searchrespondents,
    right: R.RespondentAdmin,
    keywords: ["respondents", "find"],
  },
  {
    id: "importPanelList",
    group: "Panel",
    title: "Import Panel List",
    path: ROUTES.adminImportpanellist,
    right: R.ImportListAdmin,
    flag: "IsimportlistAllowed",
    keywords: ["import", "upload", "list"],
  },
  {
    id: "newJob",
    group: "Jobs",
    title: "New Job",
    path: ROUTES.jobAdd,
    right: R.JobAdmin,
    keywords: ["add job", "create"],
  },
  {
    id: "searchJob",
    group: "Jobs",
    title: "Search Job",
    path: ROUTES.jobList,
    right: R.JobAdmin,
    keywords: ["jobs", "find"],
  },
  {
    id: "sessionCalendar",
    group: "Jobs",
    title: "Session Calendar",
    path: ROUTES.sessioncalendar,
    right: R.JobAdmin,
    keywords: ["calendar", "schedule"],
  },
  {
    id: "pendingSessions",
    group: "Jobs",
    title: "Pending Sessions",
    path: ROUTES.pendingSessions,
    right: R.JobAdmin,
    keywords: ["sessions"],
  },
];
