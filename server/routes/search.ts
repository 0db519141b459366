import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/search-calls";
import { jobSearch, search } from "../services/search";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] } as const;
const [, , searchHandler] = handle(calls.search, ANY_STAFF, search);

/** Staff autocomplete (product §7.7) and the palette's session/client lookups (decision 031). */
export const searchRoutes = new Hono<AppEnv>()
  // The spec's paths end in "/"; both spellings are served.
  .on(...handle(calls.search, ANY_STAFF, search))
  .get("/search/:kind/:keyword", searchHandler)
  .on(...handle(calls.jobSearch, ANY_STAFF, (ctx, i) => jobSearch(ctx, i.jobnumber)));
