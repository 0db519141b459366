import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { usernameParamSchema } from "../contracts/staff-users";
import { ok } from "../http/envelope";
import { validate } from "../http/input";
import { staffDetail, staffFullName, staffPeople } from "../services/staff-users";

/** Staff as people (product §7.2, decision 178): any staff user may read the staff list. */
export const staffUsersRoutes = new Hono<AppEnv>();

const ANY_STAFF = { staff: [] } as const;

staffUsersRoutes.get("/users/staffs", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await staffPeople(ctx, { activeOnly: false }));
});

staffUsersRoutes.get("/ActiveUsers", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await staffPeople(ctx, { activeOnly: true }));
});

staffUsersRoutes.get("/user-fullname/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await staffFullName(ctx, validate(usernameParamSchema, c.req.param("username"))));
});

staffUsersRoutes.get("/user-detail/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await staffDetail(ctx, validate(usernameParamSchema, c.req.param("username"))));
});
