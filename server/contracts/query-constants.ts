/**
 * Texts and headers of the list export that commands need without loading the query contract's
 * zod schemas (decision 080); query.ts re-exports them for the server.
 */
/** Product §8: the export refusal, two lines split on <br>. */
export const EXPORT_DENIED =
  "You don't have permission to export results.<br>Please contact system administrator.";

/** The response header announcing how many rows the streamed export holds. */
export const EXPORT_TOTAL_HEADER = "X-Total-Rows";
