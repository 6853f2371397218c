import { useEffect, useRef } from 'react';

/**
 * Calls `onShow` when the page is shown again: restored from the back-forward cache (pageshow with
 * persisted) or back in front after another app or tab (visibilitychange). Cart, order and payment
 * state may have changed meanwhile (ARCHITECTURE, webview practice). Never uses unload.
 */
export function useReshow(onShow: () => void): void {
  const latest = useRef(onShow);
  latest.current = onShow;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
