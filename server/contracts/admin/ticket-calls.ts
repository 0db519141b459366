import { z } from "zod";
import { call } from "../call";
import { deleteCall, idParamSchema } from "../records";
import {
  ticketListQuerySchema,
  ticketPageSchema,
  ticketReportSchema,
  ticketSaveSchema,
  ticketSchema,
} from "./tickets";

/**
 * Support tickets (staff-calls §7.16, decision 275): the spec's four calls need Tickets (TKT);
 * 'Report a problem' is open to every staff user and only raises a ticket.
 */

/** GET /api/tickets: a page of tickets. */
export const ticketList = call("GET", "/tickets", { input: ticketListQuerySchema, answer: ticketPageSchema });

/** GET /api/ticket/{id}. */
export const ticketById = call("GET", "/ticket/:id{[0-9]+}", { input: idParamSchema, answer: ticketSchema });

/** POST /api/ticket/update: id 0 or absent raises a ticket. */
export const saveTicket = call("POST", "/ticket/update", {
  input: ticketSaveSchema,
  answer: z.object({ id: z.number().int() }),
});

/** POST /api/ticket/delete: the body is the ids. */
export const deleteTickets = deleteCall("/ticket/delete", z.number().int());

/** POST /api/ticket/report: 'Report a problem' (no spec call; decision 275). */
export const reportProblem = call("POST", "/ticket/report", {
  input: ticketReportSchema,
  answer: z.object({ id: z.number().int() }),
});
