/** The shape every rejected call carries (spec §8), so screens can branch on serverCode. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly serverCode: string;
  readonly result: unknown;
  /** True when the error is handled globally (e.g. login restarted) and screens should not show a failure page. */
  readonly handled: boolean;

  constructor(init: {
    status: number;
    statusText: string;
    serverCode?: string;
    result?: unknown;
    handled?: boolean;
  }) {
    super(init.statusText);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.serverCode = init.serverCode ?? '';
    this.result = init.result ?? null;
    this.handled = init.handled ?? false;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const Messages = {
  timeout: 'request timed out',
  fallback: 'oops, something went wrong',
  crowded: 'Oops, too crowded, please try later',
  scalper: 'This activity is only for specially invited users; you lack the invitation and cannot take part',
  badShape: 'oops, something went wrong (unexpected response)',
} as const;

/** Busy / abnormal / hiccup wording from the back end, in English or Chinese (spec §8). */
const BUSY_PATTERN = /system\s*(is\s*)?(busy|abnormal)|system hiccup|系统繁忙|系统异常|系统开小差|系统忙/i;

export const isBusyMessage = (msg: string): boolean => BUSY_PATTERN.test(msg);

/** Keeps the bracketed parts (error references users quote to support) when rewriting busy wording. */
export function crowdedMessage(original: string): string {
  const brackets = original.match(/[([（【][^)\]）】]*[)\]）】]/g) ?? [];
  return [Messages.crowded, ...brackets].join(' ');
}

export function errorMessage(e: unknown): string {
  if (isApiError(e)) return e.statusText || Messages.fallback;
  return Messages.fallback;
}
