import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A failure with a status and user-readable messages; the app's error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: string[],
  ) {
    super(errors.join(" "));
  }
}

export const badRequest = (...errors: string[]) => new ApiError(400, errors);
export const unauthorized = (message = "You need to sign in.") => new ApiError(401, [message]);
export const forbidden = (message = "You don't have permission to do this.") => new ApiError(403, [message]);
export const notFound = (message = "Not found.") => new ApiError(404, [message]);
export const tooManyRequests = (message = "Too many attempts. Please wait a few minutes and try again.") =>
  new ApiError(429, [message]);
