/**
 * Bad input for the route-walking fuzz test (tests/api/fuzz-routes.test.ts): values for path
 * params, query strings, `json` bodies and form fields. None of them is a valid id of a seeded row,
 * so no payload can name (and change or delete) demo data; ids 0 or absent may create rows.
 */

export const LONG_TEXT = "x".repeat(100_000);

/** Substituted into every path param (already URL-encoded where needed). */
export const PATH_VALUES = [
  "0",
  "-1",
  "2147483648",
  "99999999999999999999",
  "true",
  "1e3",
  "%205",
  "5.5",
  "abc",
  "%00",
  "a%00b",
  "%25",
  "%",
  "%E0%A4%A",
  "null",
  // Node refuses request heads over 16 KB (431); this stays under that and past every column size.
  "y".repeat(8000),
];

/** Field names the contracts use; every object payload sets all of them to one bad value. */
export const FIELD_NAMES = [
  "id",
  "ids",
  "deleteId",
  "jobId",
  "jobid",
  "JobId",
  "clientId",
  "clientIds",
  "clientContactId",
  "respondentId",
  "respId",
  "respid",
  "ResId",
  "RespEventId",
  "eventId",
  "parentId",
  "parentType",
  "venueId",
  "jobGroupId",
  "keepId",
  "mergeId",
  "username",
  "password",
  "newPassword",
  "email",
  "emailAddress",
  "name",
  "type",
  "kind",
  "search",
  "text",
  "subject",
  "message",
  "comment",
  "description",
  "encodedData",
  "token",
  "pin",
  "code",
  "label",
  "role",
  "status",
  "contactTypes",
  "sessionNumber",
  "start",
  "length",
  "filters",
  "sort",
  "target",
  "minutes",
  "amount",
  "title",
  "firstName",
  "lastName",
  "mobile",
  "postcode",
  "notes",
  "value",
  "referenceList",
  "layout",
  "layouts",
  "data",
  "startDate",
  "endDate",
  "issuedDate",
  "dueDate",
  "dateOfBirth",
  "startFrom",
  "invoices",
  "dtparams",
];

/** Wrong types, NUL characters, out-of-range numbers. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  [null, true],
  {},
  "",
  "abc",
  "a\u0000b",
  -1,
  0,
  1.5,
  2147483648,
  "2147483648",
  "2026-02-30",
  '{"search":"\\u0000"}',
];

/** Text fields that get the 100,000-character string (all at once keeps the request count low). */
const TEXT_FIELDS = ["name", "username", "email", "text", "subject", "message", "search", "description"];

export interface BodyPayload {
  label: string;
  /** A request body and its content type header (none for multipart: fetch sets the boundary). */
  body?: BodyInit;
  contentType?: string;
}

const asField = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

function multipartJson(json: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("json", json);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

function multipartFields(text: string): FormData {
  const form = new FormData();
  for (const name of FIELD_NAMES) form.set(name, text);
  return form;
}

const objectOf = (value: unknown) => Object.fromEntries(FIELD_NAMES.map((name) => [name, value]));

/** Every body a POST route receives. */
export function bodyPayloads(): BodyPayload[] {
  const long = Object.fromEntries(TEXT_FIELDS.map((name) => [name, LONG_TEXT]));
  const payloads: BodyPayload[] = [
    { label: "no body" },
    { label: "empty json body", body: "", contentType: "application/json" },
    { label: "malformed json body", body: '{"id": 1,', contentType: "application/json" },
    { label: "malformed json field", body: multipartJson("{not json") },
    {
      label: "json body of NUL text",
      body: JSON.stringify({ name: "a\u0000b" }),
      contentType: "application/json",
    },
    { label: "long text fields (json)", body: multipartJson(JSON.stringify(long)) },
    { label: "long text fields (form)", body: multipartJson("{}", long) },
    { label: "long json string", body: multipartJson(JSON.stringify(LONG_TEXT)) },
    { label: "urlencoded NUL", body: "name=a%00b&id=-1", contentType: "application/x-www-form-urlencoded" },
  ];
  for (const value of BAD_VALUES) {
    const shown = JSON.stringify(value);
    payloads.push({ label: `json ${shown}`, body: multipartJson(JSON.stringify(value)) });
    payloads.push({
      label: `json {every field: ${shown}}`,
      body: multipartJson(JSON.stringify(objectOf(value))),
    });
  }
  // Form fields are text: each distinct text once (-1 and "-1" are the same field).
  for (const text of new Set(BAD_VALUES.map(asField))) {
    payloads.push({ label: `form {every field: ${JSON.stringify(text)}}`, body: multipartFields(text) });
  }
  return payloads;
}

/** Query strings sent to every GET route. */
export const QUERY_STRINGS = [
  `?${FIELD_NAMES.map((n) => `${n}=%00`).join("&")}`,
  `?${FIELD_NAMES.map((n) => `${n}=-1`).join("&")}`,
  `?${FIELD_NAMES.map((n) => `${n}=2147483648`).join("&")}`,
  `?${FIELD_NAMES.map((n) => `${n}=abc`).join("&")}`,
  `?search=${"z".repeat(8000)}&encodedData=${"z".repeat(4000)}`,
];
