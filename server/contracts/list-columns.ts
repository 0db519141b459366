/**
 * The columns a list file carries (staff-calls §7.19; decision 221), in the order the sample file
 * and the import template write them. One list for the files the server builds, the list export
 * and the list import's column mapping, so a downloaded template or export reads back unchanged.
 * Zod-free: the import reader and the browser both use it.
 */
export const LIST_COLUMNS = [
  { key: "firstName", header: "First name", width: 16 },
  { key: "lastName", header: "Surname", width: 18 },
  { key: "email", header: "E-mail", width: 30 },
  { key: "mobile", header: "Mobile", width: 14 },
  { key: "dateOfBirth", header: "Date of birth", width: 14 },
  { key: "gender", header: "Gender", width: 12 },
  { key: "postcode", header: "Postcode", width: 10 },
  { key: "suburb", header: "Suburb", width: 18 },
  { key: "state", header: "State", width: 8 },
] as const;

/** The date format the files write and the import reads by default. */
export const LIST_DATE_FORMAT = "DD/MM/YYYY";

/**
 * The server paths of the list files (.xlsx, not envelope calls). The files sit one segment below
 * `config/` because `GET config/{name}` answers configuration values.
 */
export const LIST_FILE_PATHS = {
  /** GET: one private list with its members (PrivateListAdmin and the export rights). */
  export: "/respondentlist-export/:id{[0-9]+}",
  /** GET: the sample list file: the columns and three made-up rows. */
  sample: "/config/files/private-list-sample",
  /** GET: the panel import template: the columns only, with a sheet of notes. */
  template: "/config/files/panel-import-template",
} as const;
