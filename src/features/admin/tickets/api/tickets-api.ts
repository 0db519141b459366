import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../../server/contracts/admin/ticket-calls";
import type { Ticket, TicketListQuery } from "../../../../../server/contracts/admin/tickets";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { Ticket };
export { calls };

export const ticketKeys = {
  all: ["tickets"] as const,
  one: (id: number) => ["tickets", "one", id] as const,
};

/** A page of tickets, as the DataTable asks for it. */
export async function ticketsPage(query: Partial<Omit<TicketListQuery, "mine">>, signal: AbortSignal) {
  const answer = await callApi(calls.ticketList, query, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

export const useTicket = (id: number) =>
  useQuery(readQuery(ticketKeys.one(id), calls.ticketById, { id }, { enabled: id > 0, what: "the ticket" }));

/** The edit page of one ticket. */
export const ticketEditPath = (id: number) => `/support-ticket/edit/${id}`;
