/** Where the mall lives; the SSO only ever sends people back into it. */
export const MALL_BASE_PATH = '/mbankmall';
const MAX_CB = 2048;

function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Checks a return address (cb) against the allowlist: a relative path into the mall, or an absolute
 * http(s) URL inside the mall on an allowed origin. Returns the address to redirect to, or null. This is
 * what stops the SSO from being an open redirect. The allowlist comes from configuration, never from the
 * request's Host header, which a caller can set to anything.
 */
export function checkReturnUrl(cb: string, allowedOrigins: readonly string[]): string | null {
  const parseBase = allowedOrigins[0];
  if (!parseBase) return null;
  // Backslashes and control characters are how parsers are tricked into another host; refuse them outright.
  if (cb.length === 0 || cb.length > MAX_CB || cb.includes('\\') || hasControlChar(cb)) return null;
  let url: URL;
  try {
    url = new URL(cb, parseBase);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  if (url.pathname !== MALL_BASE_PATH && !url.pathname.startsWith(`${MALL_BASE_PATH}/`)) return null;
  const isRelative = cb.startsWith('/') && !cb.startsWith('//');
  return isRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Parameters the callback carries; old ones in cb are dropped so a second login does not mix them. */
const CALLBACK_PARAMS = ['code', 'respCode', 'respMsg', 'cmbData', 'resultCode'];

/** cb plus the callback parameters, keeping cb's own query and hash. cb must have passed checkReturnUrl. */
export function withCallbackParams(cb: string, params: Record<string, string>): string {
  const relative = cb.startsWith('/');
  const url = new URL(cb, 'http://placeholder.invalid');
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
