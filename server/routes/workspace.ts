import { Hono } from "hono";
import { requireActor } from "../auth/guard";
import type { AppEnv } from "../context";
import { saveCurrentLayoutSchema, saveNamedLayoutSchema } from "../contracts/workspace";
import { failed, ok } from "../http/envelope";
import { jsonBody } from "../http/input";
import * as workspace from "../services/workspace";

/** Saved workspace layouts per staff user and the staff home (decision 032). */
export const workspaceRoutes = new Hono<AppEnv>();

workspaceRoutes.get("/workspace/layout", async (c) => {
  const actor = requireActor(c, "Staff");
  return ok(c, await workspace.currentLayout(c.get("deps"), actor));
});

workspaceRoutes.post("/workspace/layout/update", async (c) => {
  const actor = requireActor(c, "Staff");
  const { layout } = await jsonBody(c, saveCurrentLayoutSchema);
  return ok(c, await workspace.saveCurrentLayout(c.get("deps"), actor, layout));
});

workspaceRoutes.get("/workspace/layouts", async (c) => {
  const actor = requireActor(c, "Staff");
  return ok(c, await workspace.listNamedLayouts(c.get("deps"), actor));
});

workspaceRoutes.post("/workspace/layouts/update", async (c) => {
  const actor = requireActor(c, "Staff");
  const { name, layout } = await jsonBody(c, saveNamedLayoutSchema);
  const error = await workspace.saveNamedLayout(c.get("deps"), actor, name, layout);
  if (error) return failed(c, [error]);
  return ok(c, true, { successMsg: layout === null ? "Layout deleted." : "Layout saved." });
});

workspaceRoutes.get("/workspace/dashboard", async (c) => {
  const actor = requireActor(c, "Staff");
  return ok(c, await workspace.dashboard(c.get("deps"), actor));
});

workspaceRoutes.get("/workspace/me", async (c) => {
  const actor = requireActor(c, "Staff");
  return ok(c, await workspace.me(c.get("deps"), actor));
});
