import { messagesOf } from '../i18n/messages';
import { sessionMessages } from './messages';

/** Failure code when the login failed without one of its own (spec §8). */
export const DEFAULT_LOGIN_ERROR_CODE = 'LOGIN0911';

const BRACKETED = /[([（【][^)\]）】]*[)\]）】]/g;

/** The bracketed parts of a text ('[LOGIN0912]', '(ref 42)'): references users quote to support. */
export const bracketedParts = (text: string): string[] => text.match(BRACKETED) ?? [];

/**
 * '{code} login error, please retry' (spec §8; '{code} 登录异常，请重试' in Chinese) plus the bracketed
 * parts of the original text.
 */
export function loginFailureText(code: string | null | undefined, text = ''): string {
  const shown = code?.trim() ? code.trim() : DEFAULT_LOGIN_ERROR_CODE;
  return [messagesOf(sessionMessages).loginFailed(shown), ...bracketedParts(text)].join(' ');
}
