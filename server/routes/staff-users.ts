import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/staff-users-calls";
import { staffDetail, staffFullName, staffPeople } from "../services/staff-users";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] } as const;

/** Staff as people (product §7.2, decision 178): any staff user may read the staff list. */
export const staffUsersRoutes = new Hono<AppEnv>()
  .on(...handle(calls.staffUsers, ANY_STAFF, (ctx) => staffPeople(ctx, { activeOnly: false })))
  .on(...handle(calls.activeUsers, ANY_STAFF, (ctx) => staffPeople(ctx, { activeOnly: true })))
  .on(...handle(calls.userFullName, ANY_STAFF, (ctx, i) => staffFullName(ctx, i.username)))
  .on(...handle(calls.userDetail, ANY_STAFF, (ctx, i) => staffDetail(ctx, i.username)));
