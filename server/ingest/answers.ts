import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCodes } from '../../schemas/api/envelope';
import { TRACKING_HEADERS, type UPLOAD_STATUS } from '../../schemas/tracking/constants';
import { sendFail } from '../http/envelope';

/** Envelope codes for answers the shared ErrorCodes table has no entry for. */
export const INGEST_CODES = {
  unauthorized: 'E0401',
  unsupportedType: 'E0415',
  unavailable: 'E0503',
} as const;

type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: ErrorCodes.badRequest,
  401: INGEST_CODES.unauthorized,
  413: ErrorCodes.tooLarge,
  415: INGEST_CODES.unsupportedType,
  429: ErrorCodes.tooMany,
  503: INGEST_CODES.unavailable,
};

/**
 * A refused upload. The upload-status header tells the SDK what to do with its cached events:
 * 'retry' keeps them and backs off (honouring Retry-After), 'rejected' means this body will never be
 * accepted as it is (the SDK splits the batch to isolate a bad event).
 */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  uploadStatus: UploadStatus,
  message: string,
  opts: { retryAfterS?: number; result?: unknown } = {},
): Response {
  c.header(TRACKING_HEADERS.uploadStatus, uploadStatus);
  if (opts.retryAfterS !== undefined) c.header('retry-after', String(opts.retryAfterS));
  return sendFail(c, status, CODE_BY_STATUS[status] ?? ErrorCodes.badRequest, message, opts.result ?? null);
}
