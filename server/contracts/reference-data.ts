import { z } from "zod";
import { idOrZero, idSchema } from "./records";

/**
 * Reference data: the lookup lists of staff-calls §7.14 (rows of lookup_items, read through
 * GET /api/data-provider/Get{List}List) and each respondent's selections from them.
 * `type` is the list name without Get/List, e.g. "Language", "VehicleType", "InternetType".
 */
export const listTypeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9]{1,59}$/, "type: Invalid list name");

/** A lookup item as the lists return it. */
export const referenceItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  sortOrder: z.number().int(),
  parent: z.string().nullable(),
  isActive: z.boolean(),
});

/**
 * POST /api/reference-data-provider (fields type, respId). respId 0 (or absent) lists the items;
 * otherwise each item says whether the respondent has it selected.
 */
export const referenceDataRequestSchema = z.object({
  type: listTypeSchema,
  respId: z
    .union(
      [idSchema, z.literal(0), z.literal("0").transform(() => 0), z.literal("").transform(() => 0)],
      "Invalid id",
    )
    .optional()
    .default(0),
});
export const referenceDataAnswerSchema = z.object({
  type: z.string(),
  respId: z.number().int(),
  items: z.array(referenceItemSchema.extend({ selected: z.boolean() })),
});
export type ReferenceDataAnswer = z.infer<typeof referenceDataAnswerSchema>;

/** POST /api/update-reference-item (fields type, json): add (id 0) or change a list item (REF). */
export const referenceItemUpdateSchema = z.object({
  id: idOrZero,
  code: z.string().trim().min(1, "Required").max(60).optional(),
  label: z.string().trim().min(1, "Required").max(200),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  parent: z.string().trim().max(20).nullable().optional(),
  isActive: z.boolean().optional().default(true),
});
export type ReferenceItemUpdate = z.infer<typeof referenceItemUpdateSchema>;

/** POST /api/delete-reference-items (fields type, json = list of item ids) (REF). */
export const referenceItemIdsSchema = z.array(idSchema).min(1).max(500);

/**
 * POST /api/update-reference-data-provider (fields respId, json). json is
 * { type, value } (one code, for single-choice lists) or { type, referenceList } (the whole
 * selection for that list; replaces the previous one).
 */
export const respondentReferenceUpdateSchema = z
  .object({
    type: listTypeSchema,
    value: z.string().max(60).optional(),
    referenceList: z.array(z.string().max(60)).max(200).optional(),
  })
  .refine((v) => v.value !== undefined || v.referenceList !== undefined, "value or referenceList: Required");
export type RespondentReferenceUpdate = z.infer<typeof respondentReferenceUpdateSchema>;

/** GET /api/postcodegroupitem/{id} and POST /api/postcodegroupitem/update (field `json`, id 0 adds). */
export const postcodeGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  postcodes: z.array(z.string()),
});
export const postcodeGroupUpdateSchema = z.object({
  id: idOrZero,
  name: z.string().trim().min(1, "Required").max(100),
  description: z.string().trim().max(500).nullable().optional().default(null),
  postcodes: z.array(z.string().regex(/^\d{4}$/, "Invalid postcode")).max(5000),
});
export type PostcodeGroupUpdate = z.infer<typeof postcodeGroupUpdateSchema>;

/** GET /api/public-data-provider/GetGenderList and GetYearList (no sign-in). */
const publicListItemSchema = z.object({ code: z.string(), label: z.string() });
export const publicListSchema = z.array(publicListItemSchema);
