import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/lookups-calls";
import { lookupList } from "../services/lookups";
import { handle, PUBLIC } from "./handle";

/** GET /api/data-provider/Get{X}List (signed-in users) and GET /api/states (public: sign-up needs it). */
export const lookupsRoutes = new Hono<AppEnv>()
  .on(
    ...handle(calls.lookupList, { staff: [], client: true, respondent: true }, (ctx, i) =>
      lookupList(ctx, i.name),
    ),
  )
  .on(...handle(calls.states, PUBLIC, (ctx) => lookupList(ctx, "State")));
