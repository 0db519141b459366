import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/respondents/calls";
import { REFER_SUCCESS } from "../contracts/respondents/portal";
import { SIGNUP_SUCCESS, signupSchema } from "../contracts/signup";
import { referFriends, signUp } from "../services/signup";
import { forCountry } from "./country-input";
import { handle, PUBLIC } from "./handle";

/** The panel's front door: sign-up and refer a friend (decision 064). No sign-in needed. */
export const signupRoutes = new Hono<AppEnv>()
  .on(
    ...handle(
      calls.signUp,
      PUBLIC,
      (ctx, input, { ip }) => forCountry(signupSchema, (c, form) => signUp(c, { form, ip }))(ctx, input),
      { successMsg: SIGNUP_SUCCESS },
    ),
  )
  .on(
    ...handle(calls.referFriends, PUBLIC, (ctx, form, { ip }) => referFriends(ctx, { form, ip }), {
      successMsg: REFER_SUCCESS,
    }),
  );
