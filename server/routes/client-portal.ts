import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/client-portal-calls";
import * as portal from "../services/client-portal";
import { handle } from "./handle";

/** Client contacts only: staff have their own screens for all of this (decision 210). */
const CLIENT = { client: true } as const;

/** The client portal's own calls (decisions 210, 211); each is confined to the caller's company. */
export const clientPortalRoutes = new Hono<AppEnv>()
  .on(...handle(calls.recruitBoard, CLIENT, (ctx) => portal.recruitBoard(ctx)))
  .on(...handle(calls.ownJobs, CLIENT, portal.ownJobs))
  .on(...handle(calls.ownJob, CLIENT, (ctx, i) => portal.ownJob(ctx, i.id)))
  .on(...handle(calls.ownClient, CLIENT, (ctx) => portal.ownClient(ctx)))
  .on(...handle(calls.saveOwnClient, CLIENT, portal.saveOwnClient, { successMsg: "Successfully Saved!" }));
