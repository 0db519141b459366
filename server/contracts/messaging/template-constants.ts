/**
 * Template kinds and merge fields (decision 165), zod-free so the schema, the server and the
 * template screens share one list.
 */

/** What a template is for; the general and profile-update kinds are read by their own calls. */
export const TEMPLATE_KINDS = [
  "general-email",
  "general-sms",
  "profile-update-email",
  "profile-update-sms",
  "invitation-email",
  "invitation-sms",
  "confirmation-email",
  "confirmation-sms",
  "reminder-email",
  "reminder-sms",
  "no-show-email",
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = {
  "general-email": "General e-mail",
  "general-sms": "General SMS",
  "profile-update-email": "Profile update e-mail",
  "profile-update-sms": "Profile update SMS",
  "invitation-email": "Invitation e-mail",
  "invitation-sms": "Invitation SMS",
  "confirmation-email": "Session confirmation e-mail",
  "confirmation-sms": "Session confirmation SMS",
  "reminder-email": "Reminder e-mail",
  "reminder-sms": "Reminder SMS",
  "no-show-email": "No-show e-mail",
};

/** SMS kinds carry sms text; e-mail kinds a subject, html and plain-text alternative. */
export const isSmsKind = (kind: TemplateKind) => kind.endsWith("-sms");

/**
 * The merge fields a template may use as `{{name}}`. Link fields are filled only with links the
 * server makes (encoded survey link, confirm link, unsubscribe link).
 */
export const MERGE_FIELDS = [
  { name: "firstName", label: "Respondent first name" },
  { name: "fullName", label: "Respondent full name" },
  { name: "jobName", label: "Job" },
  { name: "sessionName", label: "Session" },
  { name: "sessionDate", label: "Session date (DD/MM/YYYY)" },
  { name: "sessionTime", label: "Session time (HH:MM)" },
  { name: "sessionLocation", label: "Session location" },
  { name: "incentive", label: "Incentive ($0.00)" },
  { name: "surveyLink", label: "Survey link" },
  { name: "confirmLink", label: "Confirm attendance link" },
  { name: "unsubscribeLink", label: "Unsubscribe link" },
] as const;
