import { SUBMIT_CODE_PREFIX } from '../session/keys';

/**
 * Guards create-order against double submits:
 * - while a request is in flight, further taps get that same request's promise (one request);
 * - the unique request code is kept per confirmation token and reused for every retry, so after a
 *   failure or timeout the server recognises a retry of an order it may already have created and
 *   answers with that order instead of creating a second one.
 * The code is kept in session storage so a reload of the confirm page retries with it too.
 */
export interface CodeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SubmitGuard<T> {
  submit(send: (uniqueCode: string) => Promise<T>): Promise<T>;
  inFlight(): boolean;
  /** The code a submit uses (created on first use). */
  uniqueCode(): string;
  /** Drops the kept code: after the order exists nothing is retried with it. */
  forget(): void;
}

/** Session storage when the webview allows it; the guard keeps the code in memory otherwise. */
export function sessionCodeStore(): CodeStore {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

export const submitCodeKey = (confirmToken: string) => `${SUBMIT_CODE_PREFIX}${confirmToken}`;

export function createSubmitGuard<T>(
  confirmToken: string,
  store: CodeStore,
  newCode: () => string,
): SubmitGuard<T> {
  const key = submitCodeKey(confirmToken);
  let pending: Promise<T> | null = null;
  /** The code in use; also the fallback when storage refuses to keep it. */
  let memory: string | null = null;

  const keptOrNew = (): string => {
    const kept = store.getItem(key);
    if (kept) return kept;
    const code = newCode();
    try {
      store.setItem(key, code);
    } catch {
      // Storage full or blocked: the code still lives as long as this page does.
    }
    return code;
  };

  return {
    submit(send) {
      if (pending) return pending;
      memory = memory ?? keptOrNew();
      pending = send(memory).finally(() => {
        pending = null;
      });
      return pending;
    },
    inFlight: () => pending !== null,
    uniqueCode: () => {
      memory = memory ?? keptOrNew();
      return memory;
    },
    forget() {
      memory = null;
      store.removeItem(key);
    },
  };
}
