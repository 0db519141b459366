import { Hono } from "hono";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { configAnswer, systemReferences, websiteCopies } from "../services/config";

/** Public configuration (product §7.1): the SPA reads it before anyone signs in, so nothing secret lives here. */
export const configRoutes = new Hono<AppEnv>();

configRoutes.get("/config/:name", async (c) => {
  const answer = await configAnswer(await publicCall(c), c.req.param("name"));
  if (!answer) throw notFound(`There is no configuration item named ${c.req.param("name").slice(0, 60)}.`);
  return ok(c, answer);
});

configRoutes.get("/GetWebsiteCopies", async (c) => ok(c, await websiteCopies(await publicCall(c))));

configRoutes.get("/GetSystemReferences", async (c) => ok(c, await systemReferences(await publicCall(c))));
