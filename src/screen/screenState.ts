import { BUSY_CODE } from '../../schemas/api/busy';
import { errorMessage, isApiError, SHAPE_CODE } from '../api/errors';

/**
 * What a screen (or a part of one) shows for its data. Every hand-written screen goes through these
 * states and no others, so they all look and behave the same while loading, empty, failed or signing in.
 */
export type ScreenState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The answer came but holds nothing to show: an empty state with a way on. */
  | { status: 'empty'; data: T }
  /** The first request answered 0003: the API client started the sign-on; the screen loads again on the new session. */
  | { status: 'signingIn' }
  /** refused: the server answered with a reason (a refusal, not a broken line): shown as that reason with a way on. */
  | { status: 'error'; message: string; refused?: boolean }
  /** Nothing to load (a required parameter is missing); the screen says so itself. */
  | { status: 'idle' };

export type Failure = { status: 'signingIn' } | { status: 'error'; message: string; refused: boolean };

/**
 * The server said no, with its reason (an order already submitted, a prize not won, an unknown order): an
 * answer in the envelope with its own code and a 4xx status (the server's way to refuse). Not a refusal: no answer at all (a timeout, a broken line), the
 * server's own failures (5xx, busy, too many calls), or an answer the client could not read (SHAPE).
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  !error.handled &&
  error.serverCode !== '' &&
  error.serverCode !== SHAPE_CODE &&
  error.serverCode !== BUSY_CODE &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** A rejected load as a state: 0003 (handled by the client's sign-on) or a failure with its reason. */
export function failureOf(error: unknown): Failure {
  if (isApiError(error) && error.handled) return { status: 'signingIn' };
  return { status: 'error', message: errorMessage(error), refused: isRefusal(error) };
}

export const hasData = <T>(s: ScreenState<T>): s is Extract<ScreenState<T>, { data: T }> =>
  s.status === 'ready' || s.status === 'empty';
