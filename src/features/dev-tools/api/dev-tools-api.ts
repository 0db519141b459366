import { useQuery } from "@tanstack/react-query";
import type { OutboxItem } from "../../../../server/contracts/dev-tools";
import * as calls from "../../../../server/contracts/dev-tools-calls";
import { readQuery } from "../../../lib/read-query";

export type { OutboxItem };
export { calls };

/** GET /api/dev-tools/outbox/{id}: one message with its bodies. */
export const useOutboxMessage = (id: number | null) =>
  useQuery(
    readQuery(
      ["dev-tools", "outbox", id],
      calls.outboxMessage,
      { id: id ?? 0 },
      {
        enabled: id !== null,
        what: "the message",
      },
    ),
  );
