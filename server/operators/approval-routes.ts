import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { rolesFor } from './route-roles';

/**
 * The writes that need a second operator (issue 35 item 2, ADR 0048): what shoppers see (publishing or
 * scheduling a booth page or slot — slots are booth pages — and moving a schedule) and what moves money or
 * prizes (coupon campaigns, batch sends and codes; a promotion's tiers; creating or drawing a lottery).
 * While approval is on, such a write becomes a change request; it takes effect when another operator who
 * may make that write approves it. Rolling back a booth page is deliberately absent: a publisher's
 * emergency rollback is immediate and logged as such.
 *
 * `requesters` are the roles that may ask besides those that may make the write (route-roles.ts): an editor
 * cannot publish, but asks for a publish.
 */
interface ApprovalRoute {
  requesters: readonly OperatorRole[];
}

const BY_WRITERS: ApprovalRoute = { requesters: [] };

export const APPROVAL_ROUTES: Readonly<Record<string, ApprovalRoute>> = {
  'POST /api/booth/operator/pages/:pageKey/publish': { requesters: ['editor'] },
  'PUT /api/booth/operator/pages/:pageKey/schedules/:version': BY_WRITERS,
  'POST /api/operator/coupons': BY_WRITERS,
  'POST /api/marketing/coupon/operator/campaigns': BY_WRITERS,
  'POST /api/marketing/coupon/batch-send-coupons': BY_WRITERS,
  'POST /api/marketing/coupon/operator/plain-codes': BY_WRITERS,
  'POST /api/operator/promotions': BY_WRITERS,
  'PUT /api/operator/promotions/:activityNo': BY_WRITERS,
  'POST /api/operator/lottery': BY_WRITERS,
  'POST /api/operator/lottery/:activityNo/draw': BY_WRITERS,
  'POST /api/operator/qualification/activities': BY_WRITERS,
  'POST /api/operator/qualification/draw': BY_WRITERS,
};

/** The endpoint whose immediate use by a publisher is an emergency, logged as such. */
export const EMERGENCY_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/booth/operator/pages/:pageKey/rollback',
]);

export const needsApproval = (endpoint: string): boolean => Object.hasOwn(APPROVAL_ROUTES, endpoint);

/** Who may ask for a write that needs approval: its writers and its extra requesters. */
export function requestersOf(endpoint: string): readonly OperatorRole[] {
  const writers = rolesFor(endpoint) ?? [];
  const extra = APPROVAL_ROUTES[endpoint]?.requesters ?? [];
  return [...writers, ...extra.filter((r) => !writers.includes(r))];
}

/** Who may approve a request: someone who may make the write itself (never its maker, checked apart). */
export const approversOf = (endpoint: string): readonly OperatorRole[] => rolesFor(endpoint) ?? [];

/** The path parameters of a call, by the registered route's template ('/pages/:pageKey' + '/pages/code-10'). */
export function paramsOf(endpoint: string, path: string): Record<string, string> {
  const template = endpoint.slice(endpoint.indexOf(' ') + 1).split('/');
  const actual = path.split('/');
  const out: Record<string, string> = {};
  template.forEach((part, i) => {
    const value = actual[i];
    if (part.startsWith(':') && value !== undefined) out[part.slice(1)] = decodeURIComponent(value);
  });
  return out;
}

/** What a write changes, for people and the search: its path parameters ('code-10', 'LA1/3'), else null. */
export function entityOf(endpoint: string, path: string): string | null {
  const values = Object.values(paramsOf(endpoint, path));
  return values.length > 0 ? values.join('/') : null;
}
