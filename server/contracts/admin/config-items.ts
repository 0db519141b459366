import { z } from "zod";
import { CONFIG_VALUE_KINDS } from "./config-catalogue";

/** Configuration items (staff-calls §7.5, decision 273): typed, with their history and revert. */

const keySchema = z
  .string("key: Required")
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.]{0,79}$/, "key: Invalid item name");

export const configChangeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  action: z.enum(["update", "delete", "revert"]),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const configItemRowSchema = z.object({
  /** The row id of the list: the item's place in the catalogue (1-based), stable per build. */
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(CONFIG_VALUE_KINDS),
  store: z.string(),
  description: z.string(),
  switches: z.array(z.string()),
  choices: z.array(z.string()),
  readOnly: z.boolean(),
  /** The stored text (lists: a JSON array); null when the item was never set. */
  value: z.string().nullable(),
  updatedAt: z.string().nullable(),
  lastChange: configChangeSchema.nullable(),
});
export type ConfigItemRow = z.infer<typeof configItemRowSchema>;

/** POST configitem/update (json): a value of the item's kind (a list as an array or one a line). */
export const configItemUpdateSchema = z.object({
  key: keySchema,
  value: z.union([z.string().max(20_000), z.boolean(), z.number(), z.array(z.string().max(2000)).max(500)]),
});
export const configItemKeySchema = z.object({ key: keySchema });
