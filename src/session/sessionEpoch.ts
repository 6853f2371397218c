import { createStore } from '../ui/store';

/**
 * Counts logins on this page. Back from the SSO page, a screen's first requests can race the code
 * exchange and answer 0003 (handled: no failure page). Screens load through src/screen/useScreenData,
 * which has the epoch among its triggers, so they load again once the login has completed (ADR 0010).
 */
export const sessionEpoch = createStore(0);

export const bumpSessionEpoch = (): void => sessionEpoch.set((n) => n + 1);
