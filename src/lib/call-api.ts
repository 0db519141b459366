import type { QueryKey } from "@tanstack/react-query";
import {
  type Call,
  type CallAnswer,
  type CallInput,
  fillPath,
  pathParams,
} from "../../server/contracts/call";
import { type AnswerCheck, type ApiResult, type CallOptions, send } from "./http";
import { queryClient } from "./query-client";

/** Options of callApi: the transport options plus files for an upload call. */
export interface CallApiOptions extends CallOptions {
  /** Files sent as `files0..n` with an upload call. */
  files?: readonly File[];
  /** The files' field names when the call names them otherwise (email/send: `attachment${i + 1}`). */
  fileField?: (index: number) => string;
  /** Query keys whose lists the call changed: refetched once it succeeds (never the record it answers). */
  refresh?: readonly QueryKey[];
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * Calls a declared API call (server/contracts/call.ts, decision 190): the path is filled from the
 * input, the other fields travel as the declaration says, and the answer is checked with its
 * contract. The one way feature code and commands reach the server.
 */
export async function callApi<C extends Call>(
  desc: C,
  input: CallInput<C>,
  options: CallApiOptions = {},
): Promise<ApiResult<CallAnswer<C>>> {
  const fields = { ...(input as Record<string, unknown>) };
  const path = `/api${fillPath(desc.path, fields)}`;
  for (const name of pathParams(desc.path)) delete fields[name];
  if (desc.method === "GET") {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) search.set(k, asText(v));
    const query = search.size ? `?${search}` : "";
    return send<CallAnswer<C>>(
      "GET",
      `${path}${query}`,
      undefined,
      desc.answer as AnswerCheck<CallAnswer<C>>,
      options,
    );
  }
  const form = new FormData();
  if (desc.encoding === "json" && !desc.bodyField) form.set("json", JSON.stringify(fields));
  else {
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined || v === null) continue;
      form.set(k === desc.bodyField ? "json" : k, k === desc.bodyField ? JSON.stringify(v) : asText(v));
    }
  }
  const fieldOf = options.fileField ?? ((i: number) => `files${i}`);
  options.files?.forEach((file, i) => {
    form.append(fieldOf(i), file, file.name);
  });
  const answer = await send<CallAnswer<C>>(
    "POST",
    path,
    form,
    desc.answer as AnswerCheck<CallAnswer<C>>,
    options,
  );
  if (answer.succeeded && options.refresh) {
    await Promise.all(options.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }
  return answer;
}
