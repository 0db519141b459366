import type { Hono } from "hono";
import type { AppEnv } from "../context";

/** Every area's sub-app, mounted under /api. Add one line per area. */
export function mountApiRoutes(api: Hono<AppEnv>) {
  void api;
}
