import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/config-calls";
import { RIGHTS } from "../contracts/rights";
import { notFound } from "../http/errors";
import { configAnswer, saveTimeZone, systemReferences, websiteCopies } from "../services/config";
import { handle, PUBLIC } from "./handle";

/** Public configuration (product §7.1): the SPA reads it before anyone signs in, so nothing secret lives here. */
export const configRoutes = new Hono<AppEnv>()
  .on(
    ...handle(calls.configItem, PUBLIC, async (ctx, { name }) => {
      const answer = await configAnswer(ctx, name);
      if (!answer) throw notFound(`There is no configuration item named ${name.slice(0, 60)}.`);
      return answer;
    }),
  )
  .on(...handle(calls.websiteCopies, PUBLIC, websiteCopies))
  .on(...handle(calls.systemReferences, PUBLIC, systemReferences))
  /** The agency's time zone (decision 173): staff with ConfigurationAdmin; an unknown name is a 400. */
  .on(
    ...handle(calls.saveTimeZone, { staff: [RIGHTS.ConfigurationAdmin] }, saveTimeZone, {
      successMsg: "Successfully Saved!",
    }),
  );
