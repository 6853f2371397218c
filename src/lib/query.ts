/** Query parameters the spec gives meaning to (§2). */
export const QueryParam = {
  /** Encrypted login callback data; stripped from the address after login. */
  cmbData: 'cmbData',
  /** Carries the user code back after login. */
  resultCode: 'resultCode',
  src: 'src',
  /** Added when a page is opened in a new app web view. */
  popup: 'popup',
  /** Whether the page shows its own header. */
  showtopbar: 'showtopbar',
  needlogin: 'needlogin',
  /** Our name for the spec's browser-announcement flag: when '1', browsers are not sent to the app. */
  browserNotice: 'browserNotice',
  /** Elder mode (长辈模式): '1' turns it on for the visit, '0' turns it off (src/ui/elderMode.ts). */
  elder: 'elder',
} as const;

export interface MallQuery {
  cmbData: string | null;
  resultCode: string | null;
  src: string | null;
  popup: boolean;
  /** undefined when absent, so the caller decides the default (show the header). */
  showtopbar: boolean | undefined;
  needlogin: boolean | undefined;
  browserNotice: boolean;
}

/**
 * Reads a boolean-ish flag: '1', 'true', 'yes', 'y' → true; '0', 'false', 'no', 'n' → false
 * (any case); absent or anything else → undefined. An empty value (`?popup`) counts as present,
 * so true: links in the wild use both styles.
 */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (value === null || value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true' || v === 'yes' || v === 'y') return true;
  if (v === '0' || v === 'false' || v === 'no' || v === 'n') return false;
  return undefined;
}

const emptyToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Parses the mall's query parameters from a search string ('?a=1' or 'a=1') or URLSearchParams. */
export function readMallQuery(search: string | URLSearchParams): MallQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    cmbData: emptyToNull(params.get(QueryParam.cmbData)),
    resultCode: emptyToNull(params.get(QueryParam.resultCode)),
    src: emptyToNull(params.get(QueryParam.src)),
    popup: parseFlag(params.get(QueryParam.popup)) === true,
    showtopbar: parseFlag(params.get(QueryParam.showtopbar)),
    needlogin: parseFlag(params.get(QueryParam.needlogin)),
    browserNotice: parseFlag(params.get(QueryParam.browserNotice)) === true,
  };
}

// Any base works for parsing relative URLs; the marker lets us give the caller back the same form.
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Edits a URL's query and returns it in the form it came in: absolute stays absolute, a path or
 * relative reference stays relative, the hash is kept.
 */
function editQuery(url: string, edit: (params: URLSearchParams) => void): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, absolute ? undefined : `${RELATIVE_BASE}/`);
  edit(parsed.searchParams);
  if (absolute) return parsed.toString();
  const path = url.startsWith('/') ? parsed.pathname : parsed.pathname.slice(1);
  return path + parsed.search + parsed.hash;
}

/** Adds popup=1 (spec: added when opening pages in the app); an existing popup value is replaced. */
export function withPopupFlag(url: string): string {
  return editQuery(url, (params) => params.set(QueryParam.popup, '1'));
}

/** Removes the named parameters (e.g. cmbData after login), keeping everything else. */
export function stripParams(url: string, names: readonly string[]): string {
  return editQuery(url, (params) => {
    for (const name of names) params.delete(name);
  });
}
