import { checkLinkUrl, SPA_BASE_PATH } from '../../../schemas/booth/url';

export const WAIT_ROUTE = '/wait';
const HOME = '/index';

/**
 * The route /wait returns to: the `from` it was given when that is an in-mall route (same rules as an
 * operator's in-mall link: no other host, no '//', no '..', no odd characters), else the home page.
 * Never /wait itself, so the waiting room cannot send a shopper round in a loop.
 */
export function safeReturnPath(raw: string | null): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//')) return HOME;
  if (checkLinkUrl(`${SPA_BASE_PATH}${raw.slice(1)}`) !== null) return HOME;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  return path === WAIT_ROUTE || path.startsWith(`${WAIT_ROUTE}/`) ? HOME : raw;
}

/** Seconds to wait before the nth automatic retry in a row: 5, 10, 15 … at most 30. */
export const waitSeconds = (attempt: number): number => Math.min(30, 5 * Math.max(1, attempt));

/** The /wait address for a shopper turned away on `from` (their nth time in a row). */
export const waitingRoomPath = (from: string, attempt: number): string =>
  `${WAIT_ROUTE}?${new URLSearchParams({ from: safeReturnPath(from), n: String(attempt) }).toString()}`;
