import {
  createBrowserRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  redirect,
} from 'react-router-dom';
import { readMallEnv } from '../lib/env';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { lazyScreen } from './lazyRoute';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';
import { NOT_FOUND_TITLE, routeTable, routeTitle } from './routeTable';
import { Shell } from './Shell';

export const BASENAME = '/mbankmall';

/** The aggregate page at / exists only in test environments (spec §2); elsewhere / is the home page. */
export const aggregateAllowed = (): boolean => ['local', 'dev', 'sit', 'uat'].includes(readMallEnv());

/** The aggregate page's loader where it exists; elsewhere its addresses go to the home page. */
const aggregateOnly =
  (loader?: LoaderFunction) =>
  (args: LoaderFunctionArgs): ReturnType<LoaderFunction> =>
    aggregateAllowed() ? (loader?.(args) ?? null) : redirect('/index');

export function createMallRouter() {
  const aggregate = routeTable.find((r) => r.path === '/aggregate');
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Shell />,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: { title: routeTitle(aggregate?.title ?? 'aggregate') } satisfies RouteHandle,
            loader: aggregateOnly(aggregate?.loader),
            lazy: aggregate ? lazyScreen(aggregate.screen) : undefined,
          },
          ...routeTable.map((entry) => ({
            path: entry.path,
            handle: {
              title: routeTitle(entry.title),
              skeleton: entry.skeleton,
              issue: entry.issue,
              titleFromPage: entry.titleFromPage,
            } satisfies RouteHandle,
            // /aggregate is gated like / (spec §2: the aggregate page exists only in certain environments).
            loader: entry.path === '/aggregate' ? aggregateOnly(entry.loader) : entry.loader,
            lazy: lazyScreen(entry.screen),
            errorElement: <RouteError />,
          })),
          {
            path: '*',
            element: <NotFoundPage />,
            handle: { title: routeTitle(NOT_FOUND_TITLE) } satisfies RouteHandle,
          },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
