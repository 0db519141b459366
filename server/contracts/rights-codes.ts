/**
 * The right codes and roles without zod: the staff shell (command registry, menus) imports them,
 * and a module holding schemas would pull zod into its first download (decision 080).
 * rights.ts re-exports all of this next to the schemas.
 */
/** The 46 security right codes of product §6, by name. */
export const RIGHTS = {
  RemoteLogin: "RLI",
  ExportAllResults: "EXP",
  ExportRespondents: "EXR",
  ClientExternalNotes: "CEN",
  ClientAdmin: "CLI",
  JobAdmin: "JOB",
  Invoicing: "INV",
  Quoting: "QTE",
  Incentives: "ICV",
  StaffMYOBAccess: "MYOB",
  SessionRecruitmentReport: "SRRPT",
  JobRecruitmentReport: "JRRPT",
  PMJobSummaryReport: "JSRPT",
  PMJobDetailReport: "JDRPT",
  JobOrderReport: "JORPT",
  JobQuotedReport: "JOQRPT",
  StaffKPIReport: "SKRPT",
  StaffAttendanceReport: "SARPT",
  StaffPayrollReport: "SPKRPT",
  RespondentAdmin: "RES",
  BankingAdmin: "BNK",
  RespondentPassword: "RSP",
  UserAdmin: "USR",
  ReferenceDataAdmin: "REF",
  ConfigurationAdmin: "CFG",
  PrivateListAdmin: "LST",
  ImportListAdmin: "ILST",
  ResearchMeLicence: "RME",
  Tickets: "TKT",
  EmailTemplateAdmin: "ETA",
  EmailSenderAdmin: "ESA",
  LoginAuditAdmin: "LAA",
  SalesReport: "SLRPT",
  MemberPointReport: "MPRPT",
  RosterJobAllocation: "RJA",
  ManageGlobalQueries: "MGQ",
  IncentiveReport: "INCRPT",
  IncentiveToInvoiceReport: "INCTINVRPT",
  InactiveClientReport: "INCLIRPT",
  JobKPIReport: "JKRPT",
  SearchEvents: "SEV",
  ManageStaffAttendance: "MSA",
  SurveyMapReference: "SMR",
  ManageSurveyLibraryQuestions: "MSLQ",
  DeveloperTools: "DVT",
  ScorecardReport: "SCRPT",
} as const;

type RightName = keyof typeof RIGHTS;
export type RightCode = (typeof RIGHTS)[RightName];

export const RIGHT_CODES = Object.values(RIGHTS) as RightCode[];

export function isRightCode(value: string): value is RightCode {
  return (RIGHT_CODES as string[]).includes(value);
}

/** The three roles of signed-in users (the token's actort claim). */
export const ROLES = ["Staff", "Client", "Respondent"] as const;
export type Role = (typeof ROLES)[number];
