import { z } from "zod";
import { QUERY_IDS_MAX } from "./panel-search-constants";
import { idSchema, wholeNumber } from "./records";

/**
 * Private lists (staff-calls §7.19; decisions 143, 220): lists of panel members, optionally a
 * client's. Staff read them in pages; a client contact reads only its company's lists, as counts.
 */

export const respondentListSaveSchema = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, "Name is required").max(200, "At most 200 characters"),
  description: z.string().max(2000).nullish(),
  clientId: idSchema.nullish(),
});
export type RespondentListSave = z.infer<typeof respondentListSaveSchema>;

export const respondentListAddSchema = z.object({
  listId: idSchema,
  ids: z.array(idSchema).min(1, "Nothing selected").max(QUERY_IDS_MAX),
});

/** A page of a list: `start` rows skipped, at most `length`, `search` in names (and e-mail for members). */
const pageQuery = {
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
  search: z.string().trim().max(200).default(""),
  dir: z.enum(["asc", "desc"]).default("asc"),
};

/** GET /api/respondentlists?start=&length=&search=&sort=&dir=. */
export const respondentListsQuerySchema = z.object({
  ...pageQuery,
  sort: z.enum(["name", "clientName", "memberCount", "createdAt"]).default("name"),
});
export type RespondentListsQuery = z.infer<typeof respondentListsQuerySchema>;

const respondentListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  memberCount: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RespondentList = z.infer<typeof respondentListSchema>;

export const respondentListPageSchema = z.object({ rows: z.array(respondentListSchema), total: z.number() });
export const respondentListDetailSchema = respondentListSchema;

/** GET /api/respondentlist-members/{id}?start=&length=&search=: by surname. */
export const listMembersQuerySchema = z.object({ id: idSchema, ...pageQuery });
export type ListMembersQuery = z.infer<typeof listMembersQuerySchema>;

const listMemberSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type ListMember = z.infer<typeof listMemberSchema>;
export const listMemberPageSchema = z.object({ rows: z.array(listMemberSchema), total: z.number() });

/**
 * What a client contact receives of its company's private lists (decisions 179, 220): names,
 * dates and counts. No member of a list, not even a first name, is ever part of it.
 */
const clientListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  memberCount: z.number(),
  /** The counts of the list's last upload's match report (per outcome), when there was one. */
  lastMatch: z.object({ at: z.string(), counts: z.record(z.string(), z.number()) }).nullable(),
});
export type ClientList = z.infer<typeof clientListSchema>;
export const clientListsAnswerSchema = z.array(clientListSchema);
