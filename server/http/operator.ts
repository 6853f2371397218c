import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../config';
import { operatorGate } from './operator-gate';
import type { AppEnv } from './types';

/**
 * For operator endpoints: the one operator gate (./operator-gate.ts) — the shared token or a console
 * session, then the caller's role against the route table (./operator-route-roles.ts).
 */
export function requireOperator(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return operatorGate(deps);
}
