import { Hono } from "hono";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { REFER_SUCCESS, referFriendSchema } from "../contracts/respondents/portal";
import { SIGNUP_SUCCESS, signupSchema } from "../contracts/signup";
import { clientIp } from "../http/client-ip";
import { answer } from "../http/envelope";
import { jsonBody } from "../http/input";
import { countryVariantOf } from "../services/config";
import { referFriends, signUp } from "../services/signup";

/** The panel's front door: sign-up and refer a friend (decision 064). No sign-in needed. */
export const signupRoutes = new Hono<AppEnv>();

signupRoutes.post("/res-signup", async (c) => {
  const ctx = await publicCall(c);
  const form = await jsonBody(c, signupSchema(await countryVariantOf(ctx)));
  return answer(c, await signUp(ctx, { form, ip: clientIp(c) }), { successMsg: SIGNUP_SUCCESS });
});

signupRoutes.post("/referaFriend", async (c) => {
  const ctx = await publicCall(c);
  const form = await jsonBody(c, referFriendSchema);
  return answer(c, await referFriends(ctx, { form, ip: clientIp(c) }), { successMsg: REFER_SUCCESS });
});
