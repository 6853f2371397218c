import { useMemo, useRef, useState } from 'react';
import { newUniqueCode } from '../api/client';
import { errorMessage, isApiError } from '../api/errors';
import { toast } from '../ui/toast';
import { type CodeStore, createSubmitGuard, sessionCodeStore } from './submitGuard';

/** A write's outcome the screen reacts to; the refusal itself is already shown unless `onError` took it. */
export interface ActionOptions<R, A extends unknown[] = unknown[]> {
  /**
   * Names what is being done (`invoice:O123`) so its request code is kept in session storage: a reload
   * that retries the same intent sends the same code. Without it the code lives as long as the screen.
   */
  intent?: string;
  /** `args` are the run's own (which coupon was claimed). */
  onDone?: (result: R, args: A) => void;
  /**
   * Called with every failure and the words to show for it (`null` when it was handled globally: the
   * sign-on restarted, nothing to show); return true when the screen showed it itself (inline, in a
   * dialog), so no toast is added.
   */
  onError?: (error: unknown, message: string | null, args: A) => boolean | undefined;
  /**
   * The write ends by leaving the page (the cashier, a `location` change): `busy` stays on after a success,
   * so nothing can be tapped while the page unloads (ADR 0064).
   */
  leaves?: boolean;
  /**
   * Runs do not join: each is its own call with its own code, and `busy` lasts while any runs. For a
   * recalculation, where the latest choice (coupon, address) must be priced, not folded into the one before.
   */
  overlap?: boolean;
  /** How long the refusal's toast stays (ms). */
  toastMs?: number;
}

export interface Action<A extends unknown[], R> {
  /** Runs the write; a second tap while it runs joins the first. Resolves undefined after a failure. */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
  /** The arguments of the run in flight (which row is busy: the coupon being claimed), else null. */
  running: A | null;
}

/**
 * What a run is about, to tell a retry of the same write from a different one. Arguments are plain data
 * (ids, choices); anything JSON cannot say is treated as always different.
 */
function argsKey(args: readonly unknown[]): string | null {
  try {
    return JSON.stringify(args) ?? null;
  } catch {
    return null;
  }
}

const memoryStore = (): CodeStore => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

/**
 * The one way a screen writes, beside `useScreenData` for reads:
 * - `busy` while the call runs, and a second tap meanwhile gets the same call (no double submit);
 * - one request code per intent (`uniqueCode` header): a retry after a failure the server never answered
 *   (timeout, lost connection) sends the same code, so the server answers with the stored success instead
 *   of doing it twice; once the server has answered (success or refusal) the next run gets a new code;
 * - a refusal is shown as a toast with the server's reason, unless it was handled globally (sign-on
 *   restarted) or by the screen's `onError`.
 */
export function useAction<A extends unknown[], R>(
  call: (uniqueCode: string, ...args: A) => Promise<R>,
  options: ActionOptions<R, A> = {},
): Action<A, R> {
  const [busy, setBusy] = useState(false);
  const [runningArgs, setRunningArgs] = useState<A | null>(null);
  const running = useRef(0);
  /** Whose write the kept request code belongs to: a lost answer's code is retried only for the same args. */
  const keptFor = useRef<string | null | undefined>(undefined);
  const latest = useRef({ call, options });
  latest.current = { call, options };
  const { intent } = options;
  const guard = useMemo(
    () =>
      createSubmitGuard<R>(intent ?? 'action', intent ? sessionCodeStore() : memoryStore(), newUniqueCode),
    [intent],
  );

  const run = useMemo(
    () =>
      async (...args: A): Promise<R | undefined> => {
        const overlap = latest.current.options.overlap === true;
        const first = overlap || !guard.inFlight();
        if (first) {
          running.current += 1;
          setBusy(true);
          if (!overlap) {
            // A code kept from a lost answer is for that write only: claiming another coupon with it would
            // get the first claim's stored success back instead of a claim.
            const key = argsKey(args);
            if (keptFor.current !== undefined && (key === null || keptFor.current !== key)) guard.forget();
            keptFor.current = key;
            setRunningArgs(args);
          }
        }
        let left = false;
        try {
          const send = (code: string) => latest.current.call(code, ...args);
          const result = await (overlap ? send(newUniqueCode()) : guard.submit(send));
          if (first) {
            if (!overlap) {
              guard.forget();
              keptFor.current = undefined;
            }
            left = latest.current.options.leaves === true;
            latest.current.options.onDone?.(result, args);
          }
          return result;
        } catch (error) {
          if (!first) return undefined;
          // The server answered (a refusal carries its code): this intent is over, the next gets a new code.
          if (!overlap && isApiError(error) && error.serverCode !== '') {
            guard.forget();
            keptFor.current = undefined;
          }
          const { onError, toastMs } = latest.current.options;
          const message = isApiError(error) && error.handled ? null : errorMessage(error);
          const shownByScreen = onError?.(error, message, args) === true;
          if (!shownByScreen && message !== null) toast(message, toastMs ?? 2000);
          return undefined;
        } finally {
          if (first) {
            running.current -= 1;
            if (running.current === 0 && !left) setBusy(false);
            if (!overlap && !left) setRunningArgs(null);
          }
        }
      },
    [guard],
  );
  return { run, busy, running: runningArgs };
}
