import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { TICKET_SECONDS } from "../services/sign-in/two-factor";

/** The 2FA ticket rides along as an HttpOnly cookie scoped to /api/ga, so page script never needs it. */
const TICKET_COOKIE = "tfa_ticket";
const TICKET_PATH = "/api/ga";

const secureFor = (c: Context) => !["localhost", "127.0.0.1", "[::1]"].includes(new URL(c.req.url).hostname);

export function setTicketCookie(c: Context, ticket: string) {
  setCookie(c, TICKET_COOKIE, ticket, {
    path: TICKET_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure: secureFor(c),
    maxAge: TICKET_SECONDS,
  });
}

export const readTicketCookie = (c: Context) => getCookie(c, TICKET_COOKIE);

export const clearTicketCookie = (c: Context) => deleteCookie(c, TICKET_COOKIE, { path: TICKET_PATH });
