import { Hono } from "hono";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { lookupNameSchema } from "../contracts/lookups";
import { ok } from "../http/envelope";
import { params } from "../http/input";
import { lookupList } from "../services/lookups";

/** GET /api/data-provider/Get{X}List (signed-in users) and GET /api/states (public: sign-up needs it). */
export const lookupsRoutes = new Hono<AppEnv>()
  .get("/data-provider/:name{Get[A-Za-z0-9]+List}", async (c) => {
    const ctx = await guard(c, { staff: [], client: true, respondent: true });
    const { name } = params(c, lookupNameSchema);
    return ok(c, await lookupList(ctx, name));
  })
  .get("/states", async (c) => ok(c, await lookupList(await publicCall(c), "State")));
