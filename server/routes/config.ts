import { Hono } from "hono";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { timeZoneSaveSchema } from "../contracts/config";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { jsonBody } from "../http/input";
import { configAnswer, saveTimeZone, systemReferences, websiteCopies } from "../services/config";

/** Public configuration (product §7.1): the SPA reads it before anyone signs in, so nothing secret lives here. */
export const configRoutes = new Hono<AppEnv>();

configRoutes.get("/config/:name", async (c) => {
  const answer = await configAnswer(await publicCall(c), c.req.param("name"));
  if (!answer) throw notFound(`There is no configuration item named ${c.req.param("name").slice(0, 60)}.`);
  return ok(c, answer);
});

configRoutes.get("/GetWebsiteCopies", async (c) => ok(c, await websiteCopies(await publicCall(c))));

configRoutes.get("/GetSystemReferences", async (c) => ok(c, await systemReferences(await publicCall(c))));

/** The agency's time zone (decision 173): staff with ConfigurationAdmin; an unknown name is a 400. */
configRoutes.post("/config/timeZone", async (c) => {
  const ctx = await guard(c, { staff: [RIGHTS.ConfigurationAdmin] });
  return ok(c, await saveTimeZone(ctx, await jsonBody(c, timeZoneSaveSchema)), {
    successMsg: "Successfully Saved!",
  });
});
