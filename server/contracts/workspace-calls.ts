import { z } from "zod";
import { call } from "./call";
import { WORKSPACE_PATHS } from "./shell-paths";
import {
  currentLayoutSchema,
  dashboardSchema,
  namedLayoutsSchema,
  saveCurrentLayoutSchema,
  saveNamedLayoutSchema,
  staffMeSchema,
} from "./workspace";

/** Saved layouts and the staff home (decision 032). The shell reads WORKSPACE_PATHS (zod-free). */

const none = z.object({});

/** GET /api/workspace/layout: the current layout or null. */
export const currentLayout = call("GET", WORKSPACE_PATHS.layout, {
  input: none,
  answer: currentLayoutSchema,
});

/** POST /api/workspace/layout/update (json). */
export const saveCurrentLayout = call("POST", WORKSPACE_PATHS.saveLayout, {
  input: saveCurrentLayoutSchema,
  answer: z.boolean(),
});

/** GET /api/workspace/layouts: the named layouts, newest first. */
export const namedLayouts = call("GET", WORKSPACE_PATHS.layouts, { input: none, answer: namedLayoutsSchema });

/** POST /api/workspace/layouts/update (json): save under a name, or delete with layout null. */
export const saveNamedLayout = call("POST", WORKSPACE_PATHS.saveNamedLayout, {
  input: saveNamedLayoutSchema,
  answer: z.literal(true),
});

/** GET /api/workspace/dashboard: the staff home (decision 030). */
export const dashboard = call("GET", WORKSPACE_PATHS.dashboard, { input: none, answer: dashboardSchema });

/** GET /api/workspace/me: who the staff user is and what the UI may offer (decision 033). */
export const me = call("GET", WORKSPACE_PATHS.me, { input: none, answer: staffMeSchema });
