import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { problemContext } from "../../src/lib/request-trace";
import { runDeleteFlow } from "../core/delete-flow";
import type { CommandContext } from "../core/types";
import { defineCommand } from "../core/types";

/** Support tickets (decision 275): the list and the edit page. */
const TICKET_PAGES = [ROUTES.supportTicket, ROUTES.supportTicketEdit];
const onTicketPage = (ctx: Pick<CommandContext, "focused">) =>
  ctx.focused?.pattern === ROUTES.supportTicket || ctx.focused?.pattern === ROUTES.supportTicketEdit;

/** The tickets a delete acts on: the open ticket, or the rows selected in the list. */
function ticketIds(ctx: CommandContext): number[] {
  if (ctx.focused?.pattern === ROUTES.supportTicketEdit) {
    const id = Number(ctx.focused.params.id);
    return Number.isInteger(id) && id > 0 ? [id] : [];
  }
  if (ctx.focused?.pattern !== ROUTES.supportTicket) return [];
  return ctx.selection
    .map((r) => (r as { id?: unknown })?.id)
    .filter((id): id is number => typeof id === "number");
}

/** Opens a blank ticket (from anywhere). */
export const newTicket = defineCommand({
  id: "tickets.new",
  title: "New support ticket",
  category: "Support tickets",
  keywords: ["ticket", "help desk", "raise ticket"],
  rights: [RIGHTS.Tickets],
  run: (ctx) => ctx.openView(ROUTES.supportTicketAdd, { title: "New Support Ticket" }),
});

/** Deletes the open ticket or the selected ones (the one delete flow). */
export const deleteTickets = defineCommand({
  id: "tickets.delete",
  title: "Delete ticket",
  category: "Support tickets",
  keywords: ["delete ticket", "remove ticket"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.Tickets],
  scope: TICKET_PAGES,
  when: onTicketPage,
  enabled: (ctx) => (ticketIds(ctx).length ? true : "Select one or more tickets first."),
  run: async (ctx) => {
    const ids = ticketIds(ctx);
    if (!ids.length) return;
    const onEdit = ctx.focused?.pattern === ROUTES.supportTicketEdit;
    await runDeleteFlow(ctx, {
      kind: "ticket",
      what: ids.length === 1 ? `Ticket #${ids[0]}` : `${ids.length} tickets`,
      remove: async () => {
        const { calls, ticketKeys } = await ctx.areas.tickets();
        return ctx.call(calls.deleteTickets, { ids }, { refresh: [ticketKeys.all] });
      },
      after: onEdit ? "closeTab" : "clearSelection",
    });
  },
});

/**
 * 'Report a problem' (every staff user, decision 275): asks what went wrong and raises a ticket
 * carrying the page, the last request id, the app version and the browser.
 */
export const reportProblem = defineCommand({
  id: "tickets.report",
  title: "Report a problem…",
  category: "Support tickets",
  keywords: ["problem", "bug", "issue", "help", "support", "ticket", "broken"],
  run: async (ctx) => {
    const title = await ctx.prompt("What went wrong?", "", {
      validate: (v) => (v.trim() ? (v.trim().length > 200 ? "At most 200 characters" : null) : "Required"),
    });
    if (title === null) return;
    const { calls, ticketKeys } = await ctx.areas.tickets();
    const answer = await ctx.call(
      calls.reportProblem,
      { title: title.trim(), ...problemContext(ctx.focused?.path ?? "/") },
      { refresh: [ticketKeys.all] },
    );
    if (answer.succeeded) ctx.toast.success("Problem reported", `Ticket #${answer.value.id} is raised.`);
    else ctx.toast.error("Error!", answer.errors.join("\n"));
  },
});
