import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { Call, CallAnswer, CallInput } from "../../server/contracts/call";
import { callApi } from "./call-api";

interface ReadOptions {
  /** Off until the input is known (an id not chosen yet). */
  enabled?: boolean;
  staleTime?: number;
  /** Words for the error when the server says nothing: "Could not load the job." */
  what?: string;
  /** Background reads (lists refreshing) run without the top loading bar. */
  quiet?: boolean;
}

/**
 * The one read of a declared call into the query cache (decision 190): a refusal or transport
 * failure becomes the query's error, with the server's words. Use as
 * `useQuery(readQuery(jobKeys.one(id), jobCalls.getJob, { id }, { enabled: id > 0, what: "the job" }))`.
 */
export function readQuery<C extends Call>(
  key: QueryKey,
  desc: C,
  input: CallInput<C>,
  options: ReadOptions = {},
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => readValue(desc, input, { ...options, signal }),
    enabled: options.enabled,
    staleTime: options.staleTime,
  });
}

/**
 * The same read as a plain promise, for a query composed of several calls (the survey editor's
 * details, questions and quotas): the value, or the error readQuery's query would hold.
 */
export async function readValue<C extends Call>(
  desc: C,
  input: CallInput<C>,
  options: Pick<ReadOptions, "what" | "quiet"> & { signal?: AbortSignal } = {},
): Promise<CallAnswer<C>> {
  const answer = await callApi(desc, input, { signal: options.signal, hideLoadingBar: options.quiet });
  if (!answer.succeeded)
    throw new Error(answer.errors.join(" ") || `Could not load ${options.what ?? "this"}.`);
  return answer.value;
}
