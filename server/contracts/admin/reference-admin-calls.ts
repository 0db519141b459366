import { z } from "zod";
import { call } from "../call";
import { idSchema } from "../records";
import { listTypeSchema, referenceItemSchema } from "../reference-data";

/** Reference data administration (admin/reference, decision 274): our own calls beside §7.14's. */

export const referenceListRowSchema = z.object({
  list: z.string(),
  title: z.string(),
  group: z.string(),
  items: z.number().int(),
});
export const referenceAdminItemSchema = referenceItemSchema.extend({
  /** How many records use the item's code. */
  inUse: z.number().int(),
});
export type ReferenceAdminItem = z.infer<typeof referenceAdminItemSchema>;

export const referenceMergeSchema = z
  .object({ type: listTypeSchema, fromId: idSchema, intoId: idSchema })
  .refine((v) => v.fromId !== v.intoId, "intoId: Choose another value to merge into");

/** GET reference-lists: every list of the catalogue with its number of items. */
export const referenceLists = call("GET", "/reference-lists", {
  input: z.object({}),
  answer: z.array(referenceListRowSchema),
});
/** GET reference-items/{type}: a list's items, inactive ones too, each with its usage count. */
export const referenceItems = call("GET", "/reference-items/:type", {
  input: z.object({ type: listTypeSchema }),
  answer: z.array(referenceAdminItemSchema),
});
/** POST reference-item/merge (json): re-points every record from one item to another, then deletes the first. */
export const mergeReferenceItem = call("POST", "/reference-item/merge", {
  input: referenceMergeSchema,
  answer: z.object({ moved: z.number().int() }),
});
