import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { saveCurrentLayoutSchema, saveNamedLayoutSchema } from "../contracts/workspace";
import { answer, ok } from "../http/envelope";
import { jsonBody } from "../http/input";
import * as workspace from "../services/workspace";

/** Every staff member keeps their own layouts and home. */
const ANY_STAFF = { staff: [] } as const;

/** Saved workspace layouts per staff user and the staff home (decision 032). */
export const workspaceRoutes = new Hono<AppEnv>();

workspaceRoutes.get("/workspace/layout", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await workspace.currentLayout(ctx));
});

workspaceRoutes.post("/workspace/layout/update", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await workspace.saveCurrentLayout(ctx, await jsonBody(c, saveCurrentLayoutSchema)));
});

workspaceRoutes.get("/workspace/layouts", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await workspace.listNamedLayouts(ctx));
});

workspaceRoutes.post("/workspace/layouts/update", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  const input = await jsonBody(c, saveNamedLayoutSchema);
  const successMsg = input.layout === null ? "Layout deleted." : "Layout saved.";
  return answer(c, await workspace.saveNamedLayout(ctx, input), { successMsg });
});

workspaceRoutes.get("/workspace/dashboard", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await workspace.dashboard(ctx));
});

workspaceRoutes.get("/workspace/me", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await workspace.me(ctx));
});
