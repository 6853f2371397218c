import { Component, type ReactNode, Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from 'react-router-dom';
import { readMallEnv } from '../lib/env';
import { onServer } from '../lib/hydration';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { type RouteData, RouteDataContext } from '../screen/routeData';
import { lazyScreen } from './lazyRoute';
import { RouteError } from './RouteError';
import { type RouteEntry, routeTable } from './routeTable';
import { Shell } from './Shell';
import { ScreenPending } from './screenPending';
import { setWaitingRoomNavigator } from './waitingRoom';

export const BASENAME = '/mbankmall';

/** The aggregate page at / exists only in test environments (spec §2); elsewhere / is the home page. */
export const aggregateAllowed = (): boolean => ['local', 'dev', 'sit', 'uat'].includes(readMallEnv());

/**
 * The mall's routes on react-router's declarative API (ADR 0006 step 2): its data router
 * (createBrowserRouter with loaders, fetchers, revalidation) was ~15 KB gzip of the first route. What the
 * mall used of it is here: each route's loader runs with the navigation, in parallel with the screen's
 * lazy code (useRouteData reads it), screens load lazily with the page skeleton meanwhile, and any error
 * in a screen or its chunk ends on the failure page.
 */
function mallRoutes(): RouteObject[] {
  const aggregate = routeTable.find((r) => r.path === '/aggregate');
  const screen = (entry: RouteEntry) => (
    <RouteScreen key={entry.path} entry={entry} gated={entry.path === '/aggregate'} />
  );
  return [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: aggregate ? screen(aggregate) : <Navigate to="/index" replace /> },
        ...routeTable.map((entry) => ({ path: entry.path, element: screen(entry) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The mall: its routes, and the waiting room's way to navigate (busy answers, src/app/waitingRoom.ts). */
export function MallRoutes() {
  const routes = useMemo(mallRoutes, []);
  const navigate = useNavigate();
  useEffect(() => {
    setWaitingRoomNavigator((to, opts) => navigate(to, opts));
    return () => setWaitingRoomNavigator(null);
  }, [navigate]);
  const { key } = useLocation();
  return <RouteErrorBoundary at={key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** One route's screen: gated (the aggregate page), loaded lazily, with its loader's answer. */
export function RouteScreen({ entry, gated }: { entry: RouteEntry; gated: boolean }) {
  const { key } = useLocation();
  // Spec §2: the aggregate page exists only in certain environments; elsewhere its addresses go home.
  if (gated && !aggregateAllowed()) return <Navigate to="/index" replace />;
  return (
    <RouteErrorBoundary at={key}>
      <Suspense fallback={<ScreenPending />}>
        <ScreenWithData entry={entry} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

interface Answer {
  value: unknown;
  settled?: Promise<unknown>;
}

/**
 * Loader answers by navigation (the router's location object, new for every navigation, back and forward
 * included), route and revision, outside React: a screen that suspends (its code, an async loader)
 * renders again without running its loader again.
 */
const answers = new WeakMap<object, Map<string, Answer>>();
function loaderAnswer(navigation: object, key: string, run: () => unknown): Answer {
  let byKey = answers.get(navigation);
  if (!byKey) {
    byKey = new Map();
    answers.set(navigation, byKey);
  }
  let answer = byKey.get(key);
  if (!answer) {
    const value = run();
    answer = isThenable(value) ? { value, settled: Promise.resolve(value) } : { value };
    byKey.set(key, answer);
  }
  return answer;
}

function ScreenWithData({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const params = useParams();
  const [revision, setRevision] = useState(0);
  // As react-router's data router did: the loader runs on every navigation to the route (a new location,
  // a changed query included) and when the screen asks again; its fetch starts as the lazy code does.
  const answer = loaderAnswer(location, `${entry.path}|${revision}`, () => {
    // The server's render of a first screen has no window; loaders read only the path and query.
    const origin = onServer() ? 'http://localhost' : window.location.origin;
    const url = new URL(`${BASENAME}${location.pathname}${location.search}`, origin);
    return entry.loader?.({ request: new Request(url), params, context: undefined } as LoaderFunctionArgs);
  });
  const data = answer.settled ? use(answer.settled) : answer.value;
  const revalidate = useCallback(() => setRevision((r) => r + 1), []);
  const value = useMemo<RouteData>(() => ({ data, revalidate }), [data, revalidate]);
  const Screen = lazyScreen(entry.screen);
  return (
    <RouteDataContext.Provider value={value}>
      <Screen />
    </RouteDataContext.Provider>
  );
}

interface BoundaryProps {
  /** The location's key: a navigation clears a failure, as the data router's error element did. */
  at: string;
  children: ReactNode;
}

/** Any error that escapes a screen (including a chunk that failed to load) ends on the failure page. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
