import { z } from "zod";
import { call } from "./call";
import {
  clientSuggestionSchema,
  jobSuggestionSchema,
  respondentSuggestionSchema,
  SEARCH_KINDS,
  sessionSuggestionSchema,
  trackingJobListSchema,
} from "./search";
import { SEARCH_PATH } from "./search-constants";

/**
 * Staff autocomplete (product §7.7) and the palette's lookups (decision 031). The staff shell's
 * top bar sends these by hand with guards (its first download stays zod-free, decision 120).
 */

/** GET /api/search/{kind}/{keyword}/: at most five suggestions of the kind's shape. */
export const search = call("GET", SEARCH_PATH, {
  input: z.object({ kind: z.enum(SEARCH_KINDS), keyword: z.string() }),
  answer: z.array(
    z.union([
      jobSuggestionSchema,
      respondentSuggestionSchema,
      sessionSuggestionSchema,
      clientSuggestionSchema,
    ]),
  ),
});

/** GET /api/job-search/{jobnumber}: the TrackingJob list shape of staff-calls §3. */
export const jobSearch = call("GET", "/job-search/:jobnumber", {
  input: z.object({ jobnumber: z.string() }),
  answer: trackingJobListSchema,
});
