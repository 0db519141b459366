import { RIGHTS, type RightCode } from "../../../../../server/contracts/rights-codes";

/**
 * The 46 rights of product §6 as the role editor shows them (decision 280): in groups an
 * administrator thinks in, each with a readable name made from its name in RIGHTS.
 */
type RightName = keyof typeof RIGHTS;

const GROUPS: { title: string; names: RightName[] }[] = [
  {
    title: "Clients and jobs",
    names: [
      "ClientAdmin",
      "ClientExternalNotes",
      "JobAdmin",
      "Quoting",
      "Invoicing",
      "Incentives",
      "StaffMYOBAccess",
    ],
  },
  {
    title: "Panel members",
    names: [
      "RespondentAdmin",
      "BankingAdmin",
      "RespondentPassword",
      "ExportRespondents",
      "ExportAllResults",
      "PrivateListAdmin",
      "ImportListAdmin",
      "ManageGlobalQueries",
      "SearchEvents",
      "SurveyMapReference",
      "ManageSurveyLibraryQuestions",
    ],
  },
  {
    title: "Reports",
    names: [
      "SessionRecruitmentReport",
      "JobRecruitmentReport",
      "PMJobSummaryReport",
      "PMJobDetailReport",
      "JobOrderReport",
      "JobQuotedReport",
      "StaffKPIReport",
      "StaffAttendanceReport",
      "StaffPayrollReport",
      "SalesReport",
      "MemberPointReport",
      "IncentiveReport",
      "IncentiveToInvoiceReport",
      "InactiveClientReport",
      "JobKPIReport",
      "ScorecardReport",
    ],
  },
  { title: "Staff office", names: ["RosterJobAllocation", "ManageStaffAttendance"] },
  {
    title: "Administration",
    names: [
      "UserAdmin",
      "ReferenceDataAdmin",
      "ConfigurationAdmin",
      "EmailTemplateAdmin",
      "EmailSenderAdmin",
      "LoginAuditAdmin",
      "Tickets",
      "ResearchMeLicence",
      "RemoteLogin",
      "DeveloperTools",
    ],
  },
];

const SPECIAL: Partial<Record<RightName, string>> = {
  StaffMYOBAccess: "MYOB access",
  PMJobSummaryReport: "PM job summary report",
  PMJobDetailReport: "PM job detail report",
  StaffKPIReport: "Staff KPI report",
  JobKPIReport: "Job KPI report",
};

/** "RespondentAdmin" → "Respondent admin". */
function readable(name: RightName): string {
  const special = SPECIAL[name];
  if (special) return special;
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface RightOption {
  code: RightCode;
  label: string;
}

/** The groups in order, each right once. */
export const RIGHT_GROUPS: { title: string; rights: RightOption[] }[] = GROUPS.map((g) => ({
  title: g.title,
  rights: g.names.map((n) => ({ code: RIGHTS[n], label: `${readable(n)} (${RIGHTS[n]})` })),
}));

const LABELS = new Map<string, string>(RIGHT_GROUPS.flatMap((g) => g.rights.map((r) => [r.code, r.label])));

/** The right's readable name with its code; an unknown code as itself. */
export const rightLabel = (code: string) => LABELS.get(code) ?? code;
