import type { TrackerError } from '../types';
import { TrackerError as TrackerErrorClass } from '../types';

export type Report = (error: TrackerError) => void;

/** Turns anything thrown inside the SDK into a TrackerError for onError, never into the page. */
export function toTrackerError(e: unknown): TrackerError {
  if (e instanceof TrackerErrorClass) return e;
  return new TrackerErrorClass('internal', e instanceof Error ? e.message : String(e));
}

/** Wraps a handler so it can never throw into the page (spec: the SDK never throws). */
export function guard<A extends unknown[], R>(
  report: Report,
  fn: (...args: A) => R,
): (...args: A) => R | undefined {
  return (...args: A) => {
    try {
      return fn(...args);
    } catch (e) {
      safeReport(report, e);
      return undefined;
    }
  };
}

export function safeReport(report: Report, e: unknown): void {
  try {
    report(toTrackerError(e));
  } catch {
    // onError itself failed; nothing more we can safely do.
  }
}
