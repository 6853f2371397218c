import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { runtimeFlags } from '../bridge/flags';
import { useMessages } from '../i18n/messages';
import { holdTapsOnDehydratedParts, replayEarlyTaps } from '../lib/earlyTaps';
import { firstScreenFromServer, noteLocation, useHydrated } from '../lib/hydration';
import { isHeaderVisible } from '../lib/navigation';
import { beginPageLoad, markPageReady, usePageWaiting } from '../screen/pageReady';
import { usePageTitleOverride } from '../screen/pageTitle';
import { tabOf } from '../screen/tabBar';
import { Skeleton } from '../ui/Skeleton';
import { Header } from './Header';
import { shellMessages } from './messages';
import { useRouteHandle } from './routeHandle';
import { NOT_FOUND_TITLE, routeTitle } from './routeTable';
import styles from './Shell.module.css';
import { useScreenPending } from './screenPending';
import { TabBar } from './TabBar';

// Only inside WeChat: its code and the JS-SDK load on demand, and it decides itself whether it applies.
const WeChatLaunchBar = lazy(() => import('../pages/share/WeChatLaunchBar'));
// Rendered only once hydrated, so their code is not part of what the first screen waits for.
const ShellLayers = lazy(() => import('./ShellLayers'));

export function Shell() {
  const handle = useRouteHandle();
  const screenPending = useScreenPending();
  const location = useLocation();
  const waiting = usePageWaiting();
  const t = useMessages(shellMessages);
  const hydrated = useHydrated();
  const ownTitle = usePageTitleOverride(location.pathname);
  const title =
    (handle?.titleFromPage ? ownTitle : undefined) ?? handle?.title ?? routeTitle(NOT_FOUND_TITLE);

  useEffect(() => {
    document.title = `${title} · ${t.mallName}`;
  }, [title, t.mallName]);

  // Pages with loading placeholders keep the skeleton until their first request answers (spec §2).
  // A first screen the server rendered is on the page already: no skeleton over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must re-run on every path change, by design.
  useLayoutEffect(() => {
    if (handle?.skeleton && !firstScreenFromServer()) beginPageLoad();
    else markPageReady();
  }, [location.pathname, handle?.skeleton]);
  useLayoutEffect(() => noteLocation(location.key), [location.key]);
  // Taps made on the server's first screen before the scripts ran are answered now (ADR 0051).
  // Taps on parts still waiting for their code after that are held until those parts hydrate (ADR 0073).
  useEffect(() => {
    if (!hydrated) return;
    replayEarlyTaps();
    return holdTapsOnDehydratedParts();
  }, [hydrated]);

  const flags = runtimeFlags();
  const headerVisible = isHeaderVisible(flags, location.search);
  const showSkeleton = screenPending || waiting;
  // The four top-level screens (首页 / 分类 / 购物车 / 我的) carry the bottom tab bar.
  const withTabBar = tabOf(location.pathname) !== undefined;

  return (
    // data-hydrated: the page answers taps from here on (a server-rendered first screen is HTML before it).
    <div className={styles.app} data-hydrated={hydrated ? '' : undefined}>
      {headerVisible && <Header title={title} />}
      {hydrated && flags.weChat && (
        <Suspense fallback={null}>
          <WeChatLaunchBar />
        </Suspense>
      )}
      <main className={withTabBar ? `${styles.main} ${styles.withTabBar}` : styles.main}>
        {showSkeleton && (
          <div className={styles.skeletonLayer} data-testid="page-skeleton" aria-busy="true">
            <Skeleton />
          </div>
        )}
        <Outlet />
      </main>
      {withTabBar && <TabBar />}
      {/* The shopper's own layers (dialogs, toasts, sign-on), never in the server's HTML. */}
      {hydrated && (
        <Suspense fallback={null}>
          <ShellLayers />
        </Suspense>
      )}
    </div>
  );
}
