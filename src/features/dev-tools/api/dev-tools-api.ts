import { useQuery } from "@tanstack/react-query";
import {
  type OutboxItem,
  outboxMessageSchema,
  outboxPageSchema,
} from "../../../../server/contracts/dev-tools";
import { http } from "../../../lib/http";

export type { OutboxItem };

/** GET /api/dev-tools/outbox: a page of the dev mailbox, newest first. */
export const outboxPage = (page: number, pageSize: number, signal?: AbortSignal) =>
  http.get(`/api/dev-tools/outbox?page=${page}&pageSize=${pageSize}`, outboxPageSchema, { signal });

/** GET /api/dev-tools/outbox/{id}: one message with its bodies. */
export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ["dev-tools", "outbox", id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/dev-tools/outbox/${id}`, outboxMessageSchema, { signal });
      if (!answer.succeeded || !answer.value) throw new Error(answer.errors.join(" ") || "Not found.");
      return answer.value;
    },
  });
}
