import { z } from "zod";

/** A row of GET /api/data-provider/Get{List}List (and GET /api/states). */
const lookupItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  parent: z.string().nullable(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupListSchema = z.array(lookupItemSchema);

/** The path segment Get{X}List → X; only letters and digits. */
export const lookupNameSchema = z.object({
  name: z
    .string()
    .regex(/^Get[A-Za-z0-9]+List$/, "Unknown list")
    .transform((n) => n.slice(3, -4)),
});
