import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import type { Channel, Recipient } from "../../src/features/messaging/state/screen-state";
import { focusedRecordId } from "../core/focused-record";
import type { CommandContext } from "../core/types";
import { RESPONDENT_RECORDS, RESPONDENT_SEARCH } from "../sessions/session-context";

export const TEMPLATES: RoutePattern[] = [ROUTES.emailtemplates];
export const SENDERS: RoutePattern[] = [ROUTES.emailsender];
export const SMS_REPLIES: RoutePattern[] = [ROUTES.commsSmsreplies];
export const SEND_SCREENS: RoutePattern[] = [ROUTES.commsSendemail, ROUTES.commsSendsms];
export const SEND_PATH: Record<Channel, string> = { email: ROUTES.commsSendemail, sms: ROUTES.commsSendsms };

/** The send screen the focused tab is, or null. */
export function focusedChannel(ctx: CommandContext): Channel | null {
  const pattern = ctx.focused?.pattern;
  return pattern === ROUTES.commsSendemail ? "email" : pattern === ROUTES.commsSendsms ? "sms" : null;
}

const nameOf = (row: unknown, id: number): string => {
  const r = row as {
    fullName?: unknown;
    respondentName?: unknown;
    name?: unknown;
    firstName?: unknown;
    lastName?: unknown;
  };
  if (typeof r.fullName === "string" && r.fullName) return r.fullName;
  if (typeof r.respondentName === "string" && r.respondentName) return r.respondentName;
  if (typeof r.name === "string" && r.name) return r.name;
  const parts = [r.firstName, r.lastName].filter((p): p is string => typeof p === "string" && p !== "");
  return parts.length ? parts.join(" ") : `Panel member #${id}`;
};

/** The panel members a respondent command acts on: the focused record, or the selected search rows. */
export function selectedRespondents(ctx: CommandContext): Recipient[] {
  const pattern = (ctx.focused?.pattern ?? "") as RoutePattern;
  if (RESPONDENT_RECORDS.includes(pattern)) {
    const id = focusedRecordId(ctx, RESPONDENT_RECORDS, "resid");
    return id === null ? [] : [{ id, name: ctx.focused?.title ?? `Panel member #${id}` }];
  }
  if (!RESPONDENT_SEARCH.includes(pattern)) return [];
  const out: Recipient[] = [];
  for (const row of ctx.selection) {
    const r = row as { respondentId?: unknown; id?: unknown };
    const id = typeof r.respondentId === "number" ? r.respondentId : typeof r.id === "number" ? r.id : null;
    if (id !== null) out.push({ id, name: nameOf(row, id) });
  }
  return out;
}

/** Selected row ids of the focused list (templates, senders, replies). */
export const selectedRowIds = (ctx: CommandContext): number[] =>
  ctx.selection.map((r) => (r as { id?: unknown })?.id).filter((id): id is number => typeof id === "number");

export { RESPONDENT_RECORDS, RESPONDENT_SEARCH };
