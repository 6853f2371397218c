import { createContext, useContext } from 'react';

/**
 * What a route's loader answered for the address on screen, and a way to ask it again (the booth pages'
 * reload). The router runs the loader (src/app/router.tsx); screens read it here, not from react-router's
 * data APIs, which the mall does not load (the first route's size, ADR 0006).
 */
export interface RouteData {
  data: unknown;
  revalidate: () => void;
}

export const RouteDataContext = createContext<RouteData>({ data: undefined, revalidate: () => {} });

/** The loader's answer for this screen's address (each screen knows its loader's type). */
export const useRouteData = <T>(): T => useContext(RouteDataContext).data as T;

/** Runs the screen's loader again for the same address (a retry after a failed layout). */
export const useRevalidate = (): (() => void) => useContext(RouteDataContext).revalidate;
