/**
 * Bulk data's constants (decision 281), zod-free so the page and the commands read them without
 * the contracts: the member fields "Set a field" may write, each with the lookup list whose codes
 * it accepts, the undo window and the chunk size.
 */

/** Member fields a bulk change may set: lookup values with no rule or history behind them. */
export const BULK_FIELDS = {
  preferredContactMethod: { label: "Preferred contact method", list: "PreferredContactMethod" },
  contactTime: { label: "Contact time", list: "ContactTime" },
  mobilePhoneType: { label: "Mobile phone type", list: "MobilePhoneType" },
} as const;
export type BulkField = keyof typeof BULK_FIELDS;
export const BULK_FIELD_KEYS = Object.keys(BULK_FIELDS) as [BulkField, ...BulkField[]];

export const BULK_KINDS = ["set-field", "deactivate-members", "archive-jobs"] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const BULK_KIND_TEXT: Record<BulkKind, string> = {
  "set-field": "Set a field for the members of a saved query",
  "deactivate-members": "Deactivate members not active for some months",
  "archive-jobs": "Archive jobs closed before a day",
};

export const BULK_STATUSES = ["queued", "running", "done", "undoing", "undone", "failed"] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/** How long after it finished a bulk change can be undone. */
export const BULK_UNDO_HOURS = 24;
