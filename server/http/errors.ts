import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes } from '../../schemas/api/envelope';

/** A failure the caller should see as-is: HTTP status, envelope resCode and a message safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// For what a route parses itself (a path parameter, a header). What a rule or a use-case refuses travels
// as a Refusal and gets its status and message from the one table in ./refusals.ts.
export const badRequest = (message: string, result: unknown = null) =>
  new ApiError(400, ErrorCodes.badRequest, message, result);
export const notFound = (message: string) => new ApiError(404, ErrorCodes.notFound, message);
export const forbidden = (message: string) => new ApiError(403, ErrorCodes.forbidden, message);
/** The request clashes with the current state; result says why. */
export const conflict = (message: string, result: unknown = null) =>
  new ApiError(409, ErrorCodes.conflict, message, result);
