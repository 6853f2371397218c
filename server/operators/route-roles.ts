import type { OperatorRole } from '../../schemas/api/operator-accounts';

/**
 * Who may call each operator endpoint (ADR 0045): the one table the operator gate
 * (./gate.ts) reads, keyed by the route exactly as registered (`METHOD /path/:param`). An
 * endpoint missing here is refused for every role, the administrator's included, so a new operator route
 * stays closed until someone decides who may use it; tests/integration/operator-roles.test.ts finds every
 * registered operator route and fails while one is missing.
 *
 * Roles: editor — booth drafts; publisher — what goes live on booth pages and slots (publish, rollback,
 * schedules, notices, page switches); marketing — coupons, promotions, lotteries, qualification, group buy,
 * shelves, hot words, messages, trade-in models, purchase programmes, stores, short links; auditor — every read, never a write;
 * administrator — everything, and the accounts.
 */
const X = 'administrator' as const;
const A = 'auditor' as const;

/** Writers of an area, plus the administrator. */
const write = (...roles: OperatorRole[]): readonly OperatorRole[] => [...roles, X];
/** Readers of an area: its writers, the auditor and the administrator. */
const read = (...roles: OperatorRole[]): readonly OperatorRole[] => [...roles, A, X];

const BOOTH_READ = read('editor', 'publisher', 'marketing');
const BOOTH_DRAFT = write('editor', 'publisher');
const BOOTH_LIVE = write('publisher');
const MARKETING_READ = read('marketing');
const MARKETING = write('marketing');
const CONTENT_READ = read('publisher', 'editor');
const CONTENT = write('publisher');
const OPERATIONS_READ = read();
const OPERATIONS = write();
const EVERYONE = read('editor', 'publisher', 'marketing');

export const OPERATOR_ROUTE_ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  // Booth pages (the console's page editor) and their pictures.
  'GET /api/booth/operator/schema': BOOTH_READ,
  'GET /api/booth/operator/pages': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/layout': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/versions': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/audit': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/analytics': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/analytics/daily': BOOTH_READ,
  'GET /api/booth/operator/pages/:pageKey/analytics/export': BOOTH_READ,
  'PUT /api/booth/operator/pages/:pageKey/draft': BOOTH_DRAFT,
  'POST /api/booth/operator/pages/:pageKey/validate': BOOTH_DRAFT,
  'POST /api/booth/operator/pages/:pageKey/preview': BOOTH_DRAFT,
  'POST /api/booth/operator/pages/:pageKey/publish': BOOTH_LIVE,
  'POST /api/booth/operator/pages/:pageKey/rollback': BOOTH_LIVE,
  // Moving or cancelling a scheduled version changes what goes live and when (ADR 0044).
  'PUT /api/booth/operator/pages/:pageKey/schedules/:version': BOOTH_LIVE,
  'POST /api/booth/operator/pages/:pageKey/schedules/:version/cancel': BOOTH_LIVE,
  // Experiments and audiences (ADR 0056): starting one and ending it by promoting a variant change what
  // shoppers see, as publishing does.
  'GET /api/booth/operator/pages/:pageKey/experiments': BOOTH_READ,
  'POST /api/booth/operator/pages/:pageKey/experiments': BOOTH_LIVE,
  'POST /api/booth/operator/pages/:pageKey/experiments/:experimentId/end': BOOTH_LIVE,
  'GET /api/booth/operator-assets': BOOTH_READ,
  // Marketing uploads products' pictures through the same upload (the products tab, ADR 0068).
  'POST /api/booth/operator-assets': write('editor', 'publisher', 'marketing'),

  // Content shoppers read that is not a campaign: notices, the government-investment section.
  'GET /api/operator/notices': CONTENT_READ,
  'POST /api/operator/notices': CONTENT,
  'GET /api/operator/channel/gov-investment': CONTENT_READ,
  'PUT /api/operator/channel/gov-investment': CONTENT,

  // Campaigns.
  'GET /api/operator/short-links': MARKETING_READ,
  'POST /api/operator/short-links': MARKETING,
  'POST /api/operator/short-links/expire': MARKETING,
  'GET /api/operator/coupons': MARKETING_READ,
  'POST /api/operator/coupons': MARKETING,
  'PUT /api/operator/coupons/:couponNo': MARKETING,
  'POST /api/marketing/coupon/batch-send-coupons': MARKETING,
  'POST /api/marketing/coupon/operator/campaigns': MARKETING,
  'POST /api/marketing/coupon/operator/plain-codes': MARKETING,
  'GET /api/operator/promotions': MARKETING_READ,
  'POST /api/operator/promotions': MARKETING,
  'PUT /api/operator/promotions/:activityNo': MARKETING,
  'POST /api/operator/promotions/:activityNo/end': MARKETING,
  'GET /api/operator/lottery': MARKETING_READ,
  'POST /api/operator/lottery': MARKETING,
  'GET /api/operator/lottery/:activityNo/entries': MARKETING_READ,
  'GET /api/operator/lottery/:activityNo/verify': MARKETING_READ,
  'PUT /api/operator/lottery/:activityNo/rules': MARKETING,
  'POST /api/operator/lottery/:activityNo/draw': MARKETING,
  'GET /api/operator/qualification/activities': MARKETING_READ,
  'POST /api/operator/qualification/activities': MARKETING,
  'GET /api/operator/qualification/entries': MARKETING_READ,
  'POST /api/operator/qualification/draw': MARKETING,
  'GET /api/operator/activity-terms': MARKETING_READ,
  'PUT /api/operator/activity-terms/:skuNo': MARKETING,
  'POST /api/operator/activity-terms/:skuNo/end': MARKETING,
  'GET /api/operator/group-buy': MARKETING_READ,
  'POST /api/operator/group-buy': MARKETING,
  'PUT /api/operator/group-buy/:activityNo': MARKETING,
  'POST /api/operator/group-buy/:activityNo/pause': MARKETING,
  'POST /api/operator/group-buy/:activityNo/resume': MARKETING,
  'POST /api/operator/group-buy/:activityNo/end': MARKETING,
  'GET /api/operator/shelves': MARKETING_READ,
  'PUT /api/operator/shelves/:shelfNo': MARKETING,
  'GET /api/operator/trade-in-models': MARKETING_READ,
  'POST /api/operator/trade-in-models': MARKETING,
  'PUT /api/operator/trade-in-models/:modelCode': MARKETING,
  'POST /api/operator/trade-in-models/:modelCode/withdraw': MARKETING,
  'POST /api/operator/trade-in-models/:modelCode/restore': MARKETING,
  'GET /api/operator/purchase-programmes': MARKETING_READ,
  'POST /api/operator/purchase-programmes': MARKETING,
  'PUT /api/operator/purchase-programmes/:spuNo': MARKETING,
  'POST /api/operator/purchase-programmes/:spuNo/withdraw': MARKETING,
  'POST /api/operator/purchase-programmes/:spuNo/restore': MARKETING,
  'GET /api/channel/search/operator/hot-words': MARKETING_READ,
  'PUT /api/channel/search/operator/hot-words': MARKETING,
  'GET /api/operator/messages': MARKETING_READ,
  'POST /api/operator/messages': MARKETING,
  // The catalogue's pictures and specifications, the stores and their physical shops (ADR 0068).
  'GET /api/operator/products': MARKETING_READ,
  'GET /api/operator/products/:spuNo': MARKETING_READ,
  'PUT /api/operator/products/:spuNo/media': MARKETING,
  'GET /api/operator/stores': MARKETING_READ,
  'PUT /api/operator/stores/:storeNo/status': MARKETING,
  'GET /api/operator/offline-stores': MARKETING_READ,
  'POST /api/operator/offline-stores': MARKETING,
  'PUT /api/operator/offline-stores/:offlineNo': MARKETING,
  'PUT /api/operator/offline-stores/:offlineNo/status': MARKETING,
  // The simulated store's staff (after-sales of the stores marketing runs).
  'GET /api/store-sim/after-sales': MARKETING_READ,
  'POST /api/store-sim/after-sales/approve': MARKETING,
  'POST /api/store-sim/after-sales/reject': MARKETING,
  'POST /api/store-sim/after-sales/receive': MARKETING,
  'POST /api/store-sim/after-sales/sweep': MARKETING,

  // Operations: tracking loss, the load-shedding drill, the accounts.
  'GET /api/trace/operator/recent': OPERATIONS_READ,
  'GET /api/trace/operator/loss': OPERATIONS_READ,
  'GET /api/operator/load-shed': OPERATIONS_READ,
  'POST /api/operator/load-shed': OPERATIONS,
  'GET /api/operator/accounts': OPERATIONS_READ,
  'POST /api/operator/accounts': OPERATIONS,
  'PATCH /api/operator/accounts/:name': OPERATIONS,
  'POST /api/operator/accounts/:name/password': OPERATIONS,
  'POST /api/operator/accounts/:name/totp/reset': OPERATIONS,
  // Two-step sign-in on one's own account (ADR 0067): every role, the auditor's too — it is a write to one's
  // own credentials, not to the mall.
  'POST /api/operator/me/totp': EVERYONE,
  'POST /api/operator/me/totp/confirm': EVERYONE,

  // Maker-checker (ADR 0048): everyone who may ask for a change sees the queue and may remark on it; who may
  // approve a given request (someone allowed to make that write, never its maker) is checked per request.
  'GET /api/operator/change-requests': read('editor', 'publisher', 'marketing'),
  'GET /api/operator/change-requests/pending-count': read('editor', 'publisher', 'marketing'),
  'GET /api/operator/change-requests/:id': read('editor', 'publisher', 'marketing'),
  // Only the request's maker may withdraw it (checked per request); every role that can make one may try.
  'POST /api/operator/change-requests/:id/withdraw': write('editor', 'publisher', 'marketing'),
  'POST /api/operator/change-requests/:id/approve': write('publisher', 'marketing'),
  'POST /api/operator/change-requests/:id/reject': write('publisher', 'marketing'),
  'POST /api/operator/change-requests/:id/comments': write('editor', 'publisher', 'marketing'),
  // The audit log: for the auditor and the administrator only; it has no write route at all.
  'GET /api/operator/audit': [A, X],
  'GET /api/operator/audit/export': [A, X],
  // Personal data: the customers' deletion requests, read by auditors (each read is recorded).
  'GET /api/operator/privacy-requests': OPERATIONS_READ,
};

/** The roles allowed on an endpoint (`METHOD /registered/:path`); undefined when it is not listed. */
export function rolesFor(endpoint: string): readonly OperatorRole[] | undefined {
  return Object.hasOwn(OPERATOR_ROUTE_ROLES, endpoint) ? OPERATOR_ROUTE_ROLES[endpoint] : undefined;
}
