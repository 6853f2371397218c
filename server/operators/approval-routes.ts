import type * as z from 'zod';
import { activityTermsEditSchema } from '../../schemas/api/activity-terms-operator';
import { couponTemplateCreateSchema, couponTemplateEditSchema } from '../../schemas/api/coupon-operator';
import {
  operatorGroupBuyCreateSchema,
  operatorGroupBuyEditSchema,
} from '../../schemas/api/group-buy-operator';
import { operatorMessageRequestSchema } from '../../schemas/api/message';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { operatorProductMediaSchema } from '../../schemas/api/product-operator';
import {
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
} from '../../schemas/api/purchase-operator';
import { hotWordsBodySchema } from '../../schemas/api/search';
import { shelfSaveSchema } from '../../schemas/api/shelves';
import {
  offlineStoreCreateSchema,
  offlineStoreEditSchema,
  storeStatusBodySchema,
} from '../../schemas/api/store-operator';
import {
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
} from '../../schemas/api/trade-in-operator';
import { rolesFor } from './route-roles';

/**
 * The writes that need a second operator (ADR 0048): what shoppers see (publishing or
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
  /**
   * The body's schema, when given: a body it refuses is answered 400 with the field at once, instead of
   * becoming a request a reviewer can only see fail when approved (ADR 0057).
   */
  body?: z.core.$ZodType;
}

const BY_WRITERS: ApprovalRoute = { requesters: [] };

export const APPROVAL_ROUTES: Readonly<Record<string, ApprovalRoute>> = {
  'POST /api/booth/operator/pages/:pageKey/publish': { requesters: ['editor'] },
  'PUT /api/booth/operator/pages/:pageKey/schedules/:version': BY_WRITERS,
  // An experiment shows shoppers other versions of a page, and ending one publishes its winner (ADR 0056).
  'POST /api/booth/operator/pages/:pageKey/experiments': BY_WRITERS,
  'POST /api/booth/operator/pages/:pageKey/experiments/:experimentId/end': BY_WRITERS,
  // A template's rules, stock and scope are what shoppers claim and spend (ADR 0069); the reviewer compares
  // each field, and an edit is pinned to the template's revision when asked (./campaign-snapshot.ts).
  'POST /api/operator/coupons': { requesters: [], body: couponTemplateCreateSchema },
  'PUT /api/operator/coupons/:couponNo': { requesters: [], body: couponTemplateEditSchema },
  'POST /api/marketing/coupon/operator/campaigns': BY_WRITERS,
  'POST /api/marketing/coupon/batch-send-coupons': BY_WRITERS,
  'POST /api/marketing/coupon/operator/plain-codes': BY_WRITERS,
  'POST /api/operator/promotions': BY_WRITERS,
  'PUT /api/operator/promotions/:activityNo': BY_WRITERS,
  'POST /api/operator/lottery': BY_WRITERS,
  'POST /api/operator/lottery/:activityNo/draw': BY_WRITERS,
  'POST /api/operator/qualification/activities': BY_WRITERS,
  'POST /api/operator/qualification/draw': BY_WRITERS,
  // A group-buy activity's price and team reach shoppers when it is created, edited or resumed; pausing
  // and ending take it off the shelf and are immediate (ADR 0057).
  'POST /api/operator/group-buy': { requesters: [], body: operatorGroupBuyCreateSchema },
  'PUT /api/operator/group-buy/:activityNo': { requesters: [], body: operatorGroupBuyEditSchema },
  'POST /api/operator/group-buy/:activityNo/resume': BY_WRITERS,
  // A gift or trial gives goods away or sells below the price (ADR 0065); ending one is immediate.
  'PUT /api/operator/activity-terms/:skuNo': { requesters: [], body: activityTermsEditSchema },
  // A system message lands in shoppers' message centres (to all of them, possibly) and cannot be recalled.
  'POST /api/operator/messages': { requesters: [], body: operatorMessageRequestSchema },
  // A product's pictures and specifications, a store's or a shop's state and a shop's address and hours are
  // what shoppers see on the product and store pages (ADR 0068).
  'PUT /api/operator/products/:spuNo/media': { requesters: [], body: operatorProductMediaSchema },
  'PUT /api/operator/stores/:storeNo/status': { requesters: [], body: storeStatusBodySchema },
  'POST /api/operator/offline-stores': { requesters: [], body: offlineStoreCreateSchema },
  'PUT /api/operator/offline-stores/:offlineNo': { requesters: [], body: offlineStoreEditSchema },
  'PUT /api/operator/offline-stores/:offlineNo/status': { requesters: [], body: storeStatusBodySchema },
  // Shelves, trade-in models and purchase programmes (ADR 0066): what shoppers browse, a trade-in's value
  // and a subsidised product's ration and delivery areas. A shelf's every save needs a second operator (its
  // one PUT also shows or hides it); withdrawing a trade-in model only stops new estimates and is immediate;
  // withdrawing a purchase programme lifts its limit and delivery areas, so it waits for approval too.
  'PUT /api/operator/shelves/:shelfNo': { requesters: [], body: shelfSaveSchema },
  'POST /api/operator/trade-in-models': { requesters: [], body: operatorTradeInModelCreateSchema },
  'PUT /api/operator/trade-in-models/:modelCode': { requesters: [], body: operatorTradeInModelEditSchema },
  'POST /api/operator/trade-in-models/:modelCode/restore': BY_WRITERS,
  'POST /api/operator/purchase-programmes': { requesters: [], body: operatorPurchaseCreateSchema },
  'PUT /api/operator/purchase-programmes/:spuNo': { requesters: [], body: operatorPurchaseEditSchema },
  'POST /api/operator/purchase-programmes/:spuNo/withdraw': BY_WRITERS,
  'POST /api/operator/purchase-programmes/:spuNo/restore': BY_WRITERS,
  // The hot words sit under every shopper's search box (ADR 0069): the reviewer compares the two lists.
  'PUT /api/channel/search/operator/hot-words': { requesters: [], body: hotWordsBodySchema },
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
