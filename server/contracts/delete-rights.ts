import { z } from "zod";
import { RIGHTS, type RightCode } from "./rights";

/**
 * GET /api/delete-allowed/{data}: `data` names an entity kind; staff may delete it when they hold
 * the right mapped here (decision 012). Areas add their kinds with one line each.
 */
export const DELETE_RIGHTS = {
  user: RIGHTS.UserAdmin,
  client: RIGHTS.ClientAdmin,
  "client-contact": RIGHTS.ClientAdmin,
  "client-note": RIGHTS.ClientAdmin,
  "client-external-note": RIGHTS.ClientExternalNotes,
  job: RIGHTS.JobAdmin,
  session: RIGHTS.JobAdmin,
  "staff-shift": RIGHTS.RosterJobAllocation,
  "job-document": RIGHTS.JobAdmin,
  // Clients/jobs area (decision 041): one kind per POST …/delete of staff-calls §7.2-7.8.
  "client-feedback": RIGHTS.ClientAdmin,
  "client-venue": RIGHTS.ClientAdmin,
  "client-address": RIGHTS.ClientAdmin,
  "client-po": RIGHTS.ClientAdmin,
  "client-document": RIGHTS.ClientAdmin,
  "quote-document": RIGHTS.Quoting,
  "job-contact": RIGHTS.JobAdmin,
  "job-venue": RIGHTS.JobAdmin,
  "job-duration": RIGHTS.JobAdmin,
  "job-query": RIGHTS.JobAdmin,
  quota: RIGHTS.JobAdmin,
  quote: RIGHTS.Quoting,
  invoice: RIGHTS.Invoicing,
  incentive: RIGHTS.Incentives,
  respondent: RIGHTS.RespondentAdmin,
  "respondent-child": RIGHTS.RespondentAdmin,
  "respondent-bank-details": RIGHTS.BankingAdmin,
  survey: RIGHTS.JobAdmin,
  "survey-library-question": RIGHTS.ManageSurveyLibraryQuestions,
  "private-list": RIGHTS.PrivateListAdmin,
  "import-list": RIGHTS.ImportListAdmin,
  "reference-data": RIGHTS.ReferenceDataAdmin,
  "config-item": RIGHTS.ConfigurationAdmin,
  "email-template": RIGHTS.EmailTemplateAdmin,
  "email-sender": RIGHTS.EmailSenderAdmin,
  "sms-reply": RIGHTS.RespondentAdmin,
  "global-query": RIGHTS.ManageGlobalQueries,
  ticket: RIGHTS.Tickets,
  "staff-attendance": RIGHTS.ManageStaffAttendance,
} as const satisfies Record<string, RightCode>;

export type DeletableKind = keyof typeof DELETE_RIGHTS;

const isDeletableKind = (value: string): value is DeletableKind => Object.hasOwn(DELETE_RIGHTS, value);

/** The path parameter of delete-allowed. */
export const deleteAllowedParamsSchema = z.object({
  data: z.string().refine(isDeletableKind, "Unknown kind of record."),
});
