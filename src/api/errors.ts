import { commonMessages } from '../../schemas/i18n/common';
import { messagesOf } from '../i18n/messages';
import { apiMessages } from './messages';

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

/** The code of an answer whose result did not have the promised shape (the client could not read it). */
export const SHAPE_CODE = 'SHAPE';

/**
 * The client's texts in the visit's language, read when an error is made (the language is decided at boot,
 * after this module loads, so they are getters rather than values).
 */
export const Messages = {
  get timeout() {
    return messagesOf(apiMessages).timeout;
  },
  get fallback() {
    return messagesOf(apiMessages).fallback;
  },
  get crowded() {
    return messagesOf(commonMessages).tooCrowded;
  },
  get scalper() {
    return messagesOf(apiMessages).scalper;
  },
  get badShape() {
    return messagesOf(apiMessages).badShape;
  },
  get notLoggedIn() {
    return messagesOf(apiMessages).notLoggedIn;
  },
};

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
