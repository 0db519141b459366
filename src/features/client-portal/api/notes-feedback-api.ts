import { useQuery } from "@tanstack/react-query";
import type { CallInput } from "../../../../server/contracts/call";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import { callApi } from "../../../lib/call-api";
import { readQuery } from "../../../lib/read-query";

/**
 * The client's notes and feedback (decision 214): the existing client calls, which answer a
 * client contact its company's external notes and portal feedback only.
 */

const feedbackKey = (clientId: number | null) => ["client-portal-feedback", clientId];

/** GET client-notes/{cid}: the external notes staff wrote, newest first. */
export function useExternalNotes(clientId: number | null) {
  return useQuery(
    readQuery(
      ["client-portal-notes", clientId],
      clientCalls.notes,
      { id: clientId ?? 0 },
      {
        enabled: clientId !== null,
        what: "the notes",
      },
    ),
  );
}

/** GET client-feedback/{cid}: the feedback the company gave here. */
export function useOwnFeedback(clientId: number | null) {
  return useQuery(
    readQuery(
      feedbackKey(clientId),
      clientCalls.feedback,
      { id: clientId ?? 0 },
      {
        enabled: clientId !== null,
        what: "your feedback",
      },
    ),
  );
}

/** POST feedback/update: new feedback; the list is read again. */
export const submitFeedback = (input: CallInput<typeof clientCalls.saveFeedback>) =>
  callApi(clientCalls.saveFeedback, input, { refresh: [feedbackKey(input.clientId as number)] });
