import { Hono } from "hono";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import { CONFIRM_PATHS, CONFIRM_TEXTS } from "../contracts/sessions/confirm-page";
import { params } from "../http/input";
import {
  cancelByLink,
  confirmByLink,
  confirmCalendar,
  confirmDetails,
} from "../services/sessions/confirm-page";
import { handle, PUBLIC } from "./handle";

const token = calls.confirmDetails.input;

/**
 * The confirm-attendance page's calls (decision 176). Public: the link's value is the credential.
 * Only POSTs change the booking; a GET of the old one-click address shows the page. The calendar
 * file and that redirect are not envelope calls, so they stay hand handlers.
 */
export const confirmPageRoutes = new Hono<AppEnv>()
  .on(...handle(calls.confirmDetails, PUBLIC, (ctx, i) => confirmDetails(ctx, i.token)))
  .get(CONFIRM_PATHS.calendar, async (c) => {
    const ctx = await publicCall(c);
    const text = await confirmCalendar(ctx, params(c, token).token);
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="research-session.ics"',
      "Cache-Control": "no-store",
    });
  })
  .get(CONFIRM_PATHS.confirm, async (c) => {
    // Links in e-mails sent before the page existed: open the page, never confirm on a GET.
    return c.redirect(`/confirm-attendance/${params(c, token).token}`, 302);
  })
  .on(
    ...handle(calls.confirmAttendance, PUBLIC, (ctx, i) => confirmByLink(ctx, i.token), {
      successMsg: CONFIRM_TEXTS.confirmed,
    }),
  )
  .on(
    ...handle(calls.cancelAttendance, PUBLIC, (ctx, i) => cancelByLink(ctx, i.token, i.reason), {
      successMsg: CONFIRM_TEXTS.cancelledByYou,
    }),
  );
