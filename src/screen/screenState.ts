import { errorMessage, isApiError } from '../api/errors';

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
  | { status: 'error'; message: string }
  /** Nothing to load (a required parameter is missing); the screen says so itself. */
  | { status: 'idle' };

export type Failure = { status: 'signingIn' } | { status: 'error'; message: string };

/** A rejected load as a state: 0003 (handled by the client's sign-on) or a failure with its reason. */
export function failureOf(error: unknown): Failure {
  if (isApiError(error) && error.handled) return { status: 'signingIn' };
  return { status: 'error', message: errorMessage(error) };
}

export const hasData = <T>(s: ScreenState<T>): s is Extract<ScreenState<T>, { data: T }> =>
  s.status === 'ready' || s.status === 'empty';
