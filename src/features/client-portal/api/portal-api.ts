import { useQuery } from "@tanstack/react-query";
import type { OwnClient, OwnClientSave } from "../../../../server/contracts/client-portal";
import * as calls from "../../../../server/contracts/client-portal-calls";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import * as documentCalls from "../../../../server/contracts/documents-calls";
import { callApi } from "../../../lib/call-api";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery, readValue } from "../../../lib/read-query";

/**
 * The client portal's reads and writes (decisions 210, 211): the recruit board, the company's
 * jobs and record, and the documents a contact downloads with an e-mailed code (decision 043).
 */

const portalKeys = {
  all: ["client-portal"] as const,
  board: ["client-portal", "board"] as const,
  job: (id: number) => ["client-portal", "job", id] as const,
  own: ["client-portal", "own"] as const,
  documents: (kind: "Client" | "Job", id: number) => ["client-portal", "documents", kind, id] as const,
  privateLists: (contactId: number) => ["client-portal", "private-lists", contactId] as const,
};

/**
 * How often the board asks again while the page is on screen: the session screens' 10 s
 * (spec §9, decision 172), and again whenever the window gets focus back (decision 210).
 */
const BOARD_POLL_MS = 10_000;

/** GET /api/client/recruit-board, live while shown. */
export const useRecruitBoard = () =>
  useQuery({
    ...readQuery(portalKeys.board, calls.recruitBoard, {}, { what: "the recruit board", quiet: true }),
    refetchInterval: BOARD_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The company's first current job (the board's order: soonest next session), read once. */
export const useFirstCurrentJobId = (): number | null =>
  useQuery(readQuery(portalKeys.board, calls.recruitBoard, {}, { what: "the recruit board", quiet: true }))
    .data?.jobs[0]?.id ?? null;

/** One page of the company's jobs for the jobs list (the server searches and pages). */
export const ownJobsPage = (input: { search: string; start: number; length: number }, signal: AbortSignal) =>
  readValue(calls.ownJobs, { ...input, search: input.search || undefined }, { signal, what: "the jobs" });

/** GET /api/client/own-job/{id}, live like the board. */
export const useOwnJob = (id: number) =>
  useQuery({
    ...readQuery(portalKeys.job(id), calls.ownJob, { id }, { enabled: id > 0, what: "the job", quiet: true }),
    refetchInterval: BOARD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useOwnClient = () =>
  useQuery(readQuery(portalKeys.own, calls.ownClient, {}, { what: "your company" }));

/** The signed-in contact's company id, from its own record. */
export const useOwnClientId = (): number | null => useOwnClient().data?.id ?? null;

/** POST /api/client/own/update; the saved record goes straight into the cache. */
export async function saveOwnClient(values: OwnClientSave) {
  const answer = await callApi(calls.saveOwnClient, values);
  if (answer.succeeded) queryClient.setQueryData<OwnClient>(portalKeys.own, answer.value);
  return answer;
}

/** The shared documents of the company or of one of its jobs. */
export const useDocuments = (kind: "Client" | "Job", id: number) =>
  useQuery(
    readQuery(
      portalKeys.documents(kind, id),
      kind === "Client" ? documentCalls.clientDocuments : documentCalls.jobDocuments,
      { id },
      { enabled: id > 0, what: "the documents" },
    ),
  );

/**
 * The private-list files of every job of the company (GET document/client-Job-private-list/{id}),
 * asked only when the company record allows private lists: the server refuses otherwise.
 */
export const usePrivateLists = (contactId: number, allowed: boolean) =>
  useQuery(
    readQuery(
      portalKeys.privateLists(contactId),
      documentCalls.contactPrivateLists,
      { id: contactId },
      { enabled: allowed && contactId > 0, what: "the private lists" },
    ),
  );

/** GET /api/CreateClientFileDownloadOTP/{contactId}: e-mails a code; the message says where to. */
export const requestDownloadCode = (contactId: number) =>
  http.get(`/api/CreateClientFileDownloadOTP/${contactId}`);

/** POST /api/ValidateClientFileDownloadOTP: the code opens downloads for a while. */
export const validateDownloadCode = (contactId: number, code: string) =>
  callApi(clientCalls.validateDownloadOtp, { clientContactId: contactId, password: code });

/** The file's address; the server answers 403 until a code has been validated. */
export const downloadUrl = (documentId: number) => `/api/download-document/${documentId}`;
