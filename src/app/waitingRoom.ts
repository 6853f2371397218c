import { WAIT_ROUTE, waitingRoomPath } from '../pages/wait/returnPath';

type Navigate = (to: string, opts: { replace: boolean }) => unknown;

let navigate: Navigate | null = null;
/** The last time a shopper was sent to the waiting room, and how many times in a row. */
let streak = { at: 0, attempt: 0 };
/** Busy answers further apart than this start a new streak (the wait starts short again). */
const STREAK_MS = 60_000;

/** The router's navigate, registered by the mounted routes (MallRoutes in src/app/router.tsx). */
export function setWaitingRoomNavigator(next: Navigate | null): void {
  navigate = next;
}

/** For tests. */
export function resetWaitingRoom(): void {
  streak = { at: 0, attempt: 0 };
}

/**
 * The API client's busy hook: the shopper goes to /wait, which replaces the page that was turned away
 * and, after its countdown, replaces itself with that page again; the history stays as it was.
 */
export function sendToWaitingRoom(basename: string, loc: Location = window.location): void {
  const inApp = loc.pathname.startsWith(basename) ? loc.pathname.slice(basename.length) || '/' : '/index';
  if (inApp === WAIT_ROUTE) return;
  const now = Date.now();
  const attempt = now - streak.at < STREAK_MS ? streak.attempt + 1 : 1;
  streak = { at: now, attempt };
  const to = waitingRoomPath(`${inApp}${loc.search}`, attempt);
  if (navigate) navigate(to, { replace: true });
  else loc.replace(`${basename}${to}`);
}
