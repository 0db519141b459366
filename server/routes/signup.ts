import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { REFER_SUCCESS, referFriendSchema } from "../contracts/respondent-portal";
import { SIGNUP_SUCCESS, signupSchema } from "../contracts/signup";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { tooManyRequests } from "../http/errors";
import { jsonBody } from "../http/input";
import { BOT_CHECK_FAILED, botCheck } from "../services/bot-check";
import { countryVariantOf } from "../services/respondent-access";
import { referFriends, signUp } from "../services/signup";

/** The panel's front door: sign-up and refer a friend (decision 064). No sign-in needed. */
export const signupRoutes = new Hono<AppEnv>();

/** Both forms send mail on a visitor's say-so: count them against the per-IP limit and the bot check. */
async function guardPublicForm(c: Context<AppEnv>, kind: string, token: string | undefined) {
  const ip = clientIp(c);
  if (!c.get("deps").limits.loginIp.hit(`${kind}:${ip}`)) throw tooManyRequests();
  return botCheck().verify(token, ip);
}

signupRoutes.post("/res-signup", async (c) => {
  const deps = c.get("deps");
  const input = await jsonBody(c, signupSchema(await countryVariantOf(deps)));
  if (!(await guardPublicForm(c, "signup", input.botToken))) return failed(c, [BOT_CHECK_FAILED]);
  const result = await signUp(deps, input);
  if (!result.ok) return failed(c, result.errors);
  return ok(c, { respondentId: result.respondentId }, { successMsg: SIGNUP_SUCCESS });
});

signupRoutes.post("/referaFriend", async (c) => {
  const input = await jsonBody(c, referFriendSchema);
  if (!(await guardPublicForm(c, "refer", input.botToken))) return failed(c, [BOT_CHECK_FAILED]);
  const sent = await referFriends(c.get("deps"), input);
  return ok(c, sent, { successMsg: REFER_SUCCESS });
});
