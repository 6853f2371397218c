import type { RouterRoute } from 'hono/types';
import { isOperatorGate } from './gate';

/**
 * Every endpoint behind an operator gate, as `METHOD /path/:param`, found from the app's registered routes
 * (not from a list someone keeps): a route is an operator route when a gate is registered over it — as a
 * router's `use('*')` (path `prefix/*`) or in the route's own handler chain (same method and path).
 */
export function operatorEndpoints(routes: readonly RouterRoute[]): string[] {
  const gated = routes.filter((r) => isOperatorGate(r.handler));
  const covers = (g: RouterRoute, r: RouterRoute) =>
    g.path.endsWith('/*')
      ? (g.method === 'ALL' || g.method === r.method) &&
        (r.path === g.path.slice(0, -2) || r.path.startsWith(g.path.slice(0, -1)))
      : g.method === r.method && g.path === r.path;
  const out = new Set<string>();
  for (const r of routes) {
    if (r.method === 'ALL' || r.path.endsWith('*') || isOperatorGate(r.handler)) continue;
    if (gated.some((g) => covers(g, r))) out.add(`${r.method} ${r.path}`);
  }
  return [...out].sort();
}
