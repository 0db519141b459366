import { type Context, Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { SEARCH_KINDS } from "../contracts/search";
import { ok } from "../http/envelope";
import { params } from "../http/input";
import { jobSearch, search } from "../services/search";

const searchParams = z.object({ kind: z.enum(SEARCH_KINDS), keyword: z.string() });

/** Staff autocomplete (product §7.7) and the palette's session/client lookups (decision 031). */
export const searchRoutes = new Hono<AppEnv>();

const handler = async (c: Context<AppEnv>) => {
  const ctx = await guard(c, { staff: [] });
  return ok(c, await search(ctx, params(c, searchParams)));
};

// The spec's paths end in "/"; both spellings are served.
searchRoutes.get("/search/:kind/:keyword/", handler);
searchRoutes.get("/search/:kind/:keyword", handler);

searchRoutes.get("/job-search/:jobnumber", async (c) => {
  const ctx = await guard(c, { staff: [] });
  const { jobnumber } = params(c, z.object({ jobnumber: z.string() }));
  return ok(c, await jobSearch(ctx, jobnumber));
});
