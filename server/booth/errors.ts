import { ErrorCodes } from '../../schemas/api/envelope';
import { ApiError, notFound } from '../http/errors';
import type { OperatorIssue } from './layout';

/** The operator's layout breaks the contract: HTTP 400 with every issue and its path. */
export function invalidLayout(issues: OperatorIssue[]): ApiError {
  const first = issues[0];
  const message = first ? `invalid layout: ${first.path}: ${first.message}` : 'invalid layout';
  return new ApiError(400, ErrorCodes.badRequest, message, { issues });
}

export const conflict = (message: string) => new ApiError(409, ErrorCodes.conflict, message);

/** An operator named a page or version the store does not hold: HTTP 404. */
export const missing = (message: string) => notFound(message);
