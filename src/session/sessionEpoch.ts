import { createStore } from '../ui/store';

/**
 * Counts logins on this page. Back from the SSO page, a screen's first requests can race the code
 * exchange and answer 0003 (handled: no failure page). A screen that loads user data at mount puts
 * useSessionEpoch() in its effect's dependencies, so it loads again once the login has completed.
 */
export const sessionEpoch = createStore(0);

export const bumpSessionEpoch = (): void => sessionEpoch.set((n) => n + 1);
