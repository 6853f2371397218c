/**
 * Which addresses an operator may put in a layout. Zod-free: the link resolver in the app calls
 * isAllowedUrl again right before navigating, so a layout that skipped validation still cannot
 * send a customer to a foreign or script URL.
 */

/** Hosts a `url` link may open (http or https). Exact, lower-case host names; no wildcards. */
export const LINK_HOST_ALLOWLIST: readonly string[] = [
  'mall.bank.example',
  'm.bank.example',
  'activity.bank.example',
  'search.bank.example',
];

/** Hosts an absolute image src may come from (https only). */
export const IMAGE_HOST_ALLOWLIST: readonly string[] = ['img.bank.example', 'static.bank.example'];

/** Same-origin links must stay inside the SPA's base path. */
export const SPA_BASE_PATH = '/mbankmall/';
/** Same-origin images must come from the file store (operators upload there). */
export const FILE_STORAGE_PATH = '/api/file-storage/';

// Characters allowed in a same-origin path: RFC 3986 unreserved, sub-delims, ':', '@', '/', '?',
// '#', '%'. Excludes backslash (browsers read '/\host' as '//host'), whitespace and controls.
const SAFE_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
// Whitespace, control characters or backslashes anywhere: 'java\tscript:' must not slip past a
// scheme check, and browsers treat '\' like '/'. A loop, because lint bans control chars in regexes.
function hasUnsafeChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c || /\s/.test(value.charAt(i))) return true;
  }
  return false;
}

function checkRelative(value: string, prefix: string): string | null {
  if (!value.startsWith(prefix)) return `relative paths must start with ${prefix}`;
  if (!SAFE_PATH.test(value)) return 'path contains characters that are not allowed';
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  if (pathPart.includes('//')) return 'path must not contain "//"';
  if (pathPart.split('/').some((seg) => seg === '..' || seg === '.'))
    return 'path must not contain "." or ".." segments';
  return null;
}

function checkAbsolute(
  value: string,
  schemes: readonly string[],
  hosts: readonly string[],
  what: string,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return `not a valid URL`;
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (!schemes.includes(scheme)) return `${scheme}: ${what} are not allowed; use ${schemes.join(' or ')}`;
  if (parsed.username !== '' || parsed.password !== '')
    return 'URLs with user names or passwords are not allowed';
  if (parsed.port !== '') return 'URLs with an explicit port are not allowed';
  if (!hosts.includes(parsed.hostname)) return `host ${parsed.hostname} is not on the allowlist`;
  return null;
}

/** Shared first checks; returns a reason or undefined to continue. */
function checkCommon(value: string, what: string): string | null | undefined {
  if (value === '') return `${what} must not be empty`;
  if (hasUnsafeChars(value)) return `${what} must not contain whitespace, control characters or backslashes`;
  if (value.startsWith('//')) return `protocol-relative ${what} (//host) are not allowed`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'javascript') return `javascript: ${what} are never allowed`;
  if (scheme === 'data') return `data: ${what} are not allowed`;
  return undefined;
}

/** Why a link URL is refused, or null when it is allowed. */
export function checkLinkUrl(value: string): string | null {
  const common = checkCommon(value, 'links');
  if (common !== undefined) return common;
  if (value.startsWith('/')) return checkRelative(value, SPA_BASE_PATH);
  return checkAbsolute(value, ['https', 'http'], LINK_HOST_ALLOWLIST, 'links');
}

/** True for http(s) URLs on LINK_HOST_ALLOWLIST and same-origin paths under /mbankmall/. */
export function isAllowedUrl(value: string): boolean {
  return checkLinkUrl(value) === null;
}

/** Why an image src is refused, or null when it is allowed. */
export function checkImageSrc(value: string): string | null {
  const common = checkCommon(value, 'image sources');
  if (common !== undefined) return common;
  if (value.startsWith('/')) return checkRelative(value, FILE_STORAGE_PATH);
  return checkAbsolute(value, ['https'], IMAGE_HOST_ALLOWLIST, 'image sources');
}
