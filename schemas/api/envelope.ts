import { z } from '../zod';

/** Every API answer is wrapped in this envelope; only SUCCESS_CODE means success (spec §5). */
export const SUCCESS_CODE = '0000';
/** Not logged in or session expired: the client clears its session and logs in again (spec §6, §8). */
export const NOT_LOGGED_IN_CODE = '0003';
/** Activity restricted to invited users (spec §6). */
export const SCALPER_CODE = 'scalper';

/** Codes the reference server uses for failures of its own; screens show resMsg. */
export const ErrorCodes = {
  badRequest: 'E0400',
  notFound: 'E0404',
  conflict: 'E0409',
  tooLarge: 'E0413',
  /** A body sent as anything but application/json to a JSON endpoint. */
  unsupportedMediaType: 'E0415',
  tooMany: 'E0429',
  internal: 'E0500',
  forbidden: 'E0403',
} as const;

export const envelopeSchema = z.object({
  resCode: z.string(),
  resMsg: z._default(z.optional(z.string()), ''),
  result: z.optional(z.unknown()),
});

export type Envelope<T = unknown> = { resCode: string; resMsg: string; result: T };

export function ok<T>(result: T, resMsg = 'success'): Envelope<T> {
  return { resCode: SUCCESS_CODE, resMsg, result };
}

export function fail(resCode: string, resMsg: string, result: unknown = null): Envelope<unknown> {
  return { resCode, resMsg, result };
}
