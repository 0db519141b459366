import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/ticket-calls";
import { RIGHTS } from "../contracts/rights-codes";
import * as tickets from "../services/admin/tickets";
import { handle } from "./handle";

const TKT = { staff: [RIGHTS.Tickets] } as const;
/** 'Report a problem' is for every staff user (decision 275). */
const STAFF = { staff: [] } as const;

/** Support tickets (staff-calls §7.16, decision 275). */
export const adminTicketsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.ticketList, TKT, tickets.listTickets))
  .on(...handle(calls.ticketById, TKT, (ctx, i) => tickets.loadTicket(ctx, i.id)))
  .on(...handle(calls.saveTicket, TKT, tickets.saveTicket, { successMsg: "Successfully Saved!" }))
  .on(
    ...handle(calls.deleteTickets, TKT, (ctx, i) => tickets.deleteTickets(ctx, i.ids), {
      successMsg: "Successfully Deleted!",
    }),
  )
  .on(
    ...handle(calls.reportProblem, STAFF, tickets.reportProblem, {
      successMsg: "Thank you: your problem is reported.",
    }),
  );
