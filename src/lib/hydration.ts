import { useSyncExternalStore } from 'react';

/**
 * Whether this render may show what depends on the shopper or the clock (counts, countdown digits,
 * once-per-day popups, consent dialogs). False while the server renders the first screen and while the
 * browser hydrates it (React renders with the "server" snapshot then), true from the first render after;
 * a screen rendered in the browser alone gets true at once. So hydration never meets markup the server
 * could not have made (ADR 0029).
 */
const noSubscription = () => () => {};
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** True while the server renders a first screen (no window there). */
export const onServer = (): boolean => typeof window === 'undefined';

/** What the server's render assumed, written on the root so the browser hydrates only when it agrees. */
export interface ServerRenderMark {
  lang: string;
  header: boolean;
}

export { SSR_MARK_ATTRIBUTE } from '../../schemas/ssr/first-screen';

export const markText = (mark: ServerRenderMark): string => `${mark.lang}|${mark.header ? 1 : 0}`;

let hydrating = false;
let hydratingKey: string | null = null;

/**
 * main.tsx: the page's first screen came from the server and is being hydrated, at the history entry of
 * this key. Screens there start from what the page carries, as the server did.
 */
export function setHydratingFirstScreen(value: boolean, locationKey: string | null = null): void {
  hydrating = value;
  hydratingKey = value ? locationKey : null;
}

/** The shell, on every address: once the shopper moves on, later screens start from their own reads. */
export function noteLocation(locationKey: string): void {
  if (hydrating && locationKey !== hydratingKey) setHydratingFirstScreen(false);
}

/** Whether this render is the server's first screen or the browser hydrating it. */
export const firstScreenFromServer = (): boolean => onServer() || hydrating;

/** How the browser reports a hydration React had to recover from (main.tsx); the e2e suite fails on it. */
export const HYDRATION_ERROR_PREFIX = '[mall] hydration recovered:';
