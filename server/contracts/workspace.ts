import { z } from "zod";

/**
 * A saved workspace layout is opaque JSON to the server (the browser's workspace model validates
 * it and falls back to a clean layout when it cannot restore it, decision 032). The server only
 * bounds its size.
 */
const LAYOUT_MAX_BYTES = 64 * 1024;
export const LAYOUTS_MAX_NAMED = 20;

const layoutJsonSchema = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= LAYOUT_MAX_BYTES, "The layout is too large.");

/** POST /api/workspace/layout/update, field json. */
export const saveCurrentLayoutSchema = z.object({ layout: layoutJsonSchema });

/** GET /api/workspace/layout: the current layout or null. */
export const currentLayoutSchema = z.object({ layout: z.unknown(), updatedAt: z.string() }).nullable();

const layoutNameSchema = z.string().trim().min(1, "Required").max(60);

/** POST /api/workspace/layouts/update, field json: save under a name, or delete with layout null. */
export const saveNamedLayoutSchema = z.object({
  name: layoutNameSchema,
  layout: layoutJsonSchema.nullable(),
});

/** GET /api/workspace/layouts: the user's named layouts, newest first. */
const namedLayoutSchema = z.object({ name: z.string(), layout: z.unknown(), updatedAt: z.string() });
export const namedLayoutsSchema = z.array(namedLayoutSchema);
export type NamedLayout = z.infer<typeof namedLayoutSchema>;

/** GET /api/workspace/dashboard: the staff home (decision 030). */
export const dashboardSchema = z.object({
  trackedMinutesToday: z.number().int(),
  working: z.object({ statusString: z.enum(["IN", "OUT"]), hoursString: z.string() }),
  myJobs: z.array(
    z.object({
      id: z.number().int(),
      jobNumberAndName: z.string(),
      jobStatus: z.string(),
      lastTrackedAt: z.string(),
    }),
  ),
  mySessions: z.array(
    z.object({
      id: z.number().int(),
      jobId: z.number().int(),
      name: z.string(),
      sessionNumber: z.number().int(),
      jobNumberAndName: z.string(),
      startsAt: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/workspace/me: who the staff user is and which rights the UI may offer (decision 033). */
export const staffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  rights: z.array(z.string()),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
