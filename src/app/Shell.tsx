import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { runtimeFlags } from '../bridge/flags';
import { useMessages } from '../i18n/messages';
import { SessionHost } from '../session/SessionHost';
import { replayEarlyTaps } from '../ssr/earlyTaps';
import { firstScreenFromServer, noteLocation, useHydrated } from '../ssr/hydration';
import { LoadingHost } from '../ui/LoadingHost';
import { ModalHost } from '../ui/ModalHost';
import { Skeleton } from '../ui/Skeleton';
import { ToastHost } from '../ui/ToastHost';
import { Header } from './Header';
import { shellMessages } from './messages';
import { isHeaderVisible } from './navigation';
import { beginPageLoad, markPageReady, usePageWaiting } from './pageReady';
import { usePageTitleOverride } from './pageTitle';
import { useRouteHandle } from './routeHandle';
import { NOT_FOUND_TITLE, routeTitle } from './routeTable';
import styles from './Shell.module.css';
import { useScreenPending } from './screenPending';
import { TabBar } from './TabBar';
import { tabOf } from './tabBar';

// Only inside WeChat: its code and the JS-SDK load on demand, and it decides itself whether it applies (issue 30).
const WeChatLaunchBar = lazy(() => import('../pages/share/WeChatLaunchBar'));

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
  useEffect(() => {
    if (hydrated) replayEarlyTaps();
  }, [hydrated]);

  const flags = runtimeFlags();
  const headerVisible = isHeaderVisible(flags, location.search);
  const showSkeleton = screenPending || waiting;
  // The four top-level screens (首页 / 分类 / 购物车 / 我的) carry the bottom tab bar (issue 31).
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
        <>
          <ToastHost />
          <ModalHost />
          <SessionHost />
          <LoadingHost />
        </>
      )}
    </div>
  );
}
