import type { OperatorRole } from '../../../schemas/api/operator-accounts';
import { LISTING_TAB_ACCESS, type ListingTabKey } from './listingTabRoles';

/**
 * Who sees each campaign tab: a tab shows to the roles that may read its list, and its forms to
 * those that may write — the same sets server/operators/route-roles.ts gives the endpoints named here, which
 * tests/integration/console-tab-roles.test.ts checks, so the console never offers what the server refuses.
 * Data only (no screens), so that test reads it without the React tree.
 */
const MARKETING_READ: readonly OperatorRole[] = ['marketing', 'auditor', 'administrator'];
const MARKETING: readonly OperatorRole[] = ['marketing', 'administrator'];

export interface CampaignTabAccess {
  /** The address (#/key). */
  key:
    | 'coupons'
    | 'lotteries'
    | 'promotions'
    | 'groupBuy'
    | 'hotWords'
    | 'messages'
    | 'qualification'
    | 'products'
    | 'stores'
    | ListingTabKey
    | 'activityTerms';
  /** The endpoint of the tab's list, and the endpoints its forms and buttons write to. */
  reads: string;
  writes: readonly string[];
  readRoles: readonly OperatorRole[];
  writeRoles: readonly OperatorRole[];
}

export const CAMPAIGN_TAB_ACCESS: readonly CampaignTabAccess[] = [
  {
    key: 'coupons',
    reads: 'GET /api/operator/coupons',
    writes: [
      'POST /api/operator/coupons',
      'PUT /api/operator/coupons/:couponNo',
      'POST /api/marketing/coupon/batch-send-coupons',
    ],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'lotteries',
    reads: 'GET /api/operator/lottery',
    writes: ['POST /api/operator/lottery', 'POST /api/operator/lottery/:activityNo/draw'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'qualification',
    reads: 'GET /api/operator/qualification/activities',
    writes: ['POST /api/operator/qualification/activities', 'POST /api/operator/qualification/draw'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'promotions',
    reads: 'GET /api/operator/promotions',
    writes: [
      'POST /api/operator/promotions',
      'PUT /api/operator/promotions/:activityNo',
      'POST /api/operator/promotions/:activityNo/end',
    ],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'groupBuy',
    reads: 'GET /api/operator/group-buy',
    writes: [
      'POST /api/operator/group-buy',
      'PUT /api/operator/group-buy/:activityNo',
      'POST /api/operator/group-buy/:activityNo/pause',
      'POST /api/operator/group-buy/:activityNo/resume',
      'POST /api/operator/group-buy/:activityNo/end',
    ],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'hotWords',
    reads: 'GET /api/channel/search/operator/hot-words',
    writes: ['PUT /api/channel/search/operator/hot-words'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'messages',
    reads: 'GET /api/operator/messages',
    writes: ['POST /api/operator/messages'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'products',
    reads: 'GET /api/operator/products',
    writes: ['PUT /api/operator/products/:spuNo/media'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'stores',
    reads: 'GET /api/operator/offline-stores',
    writes: [
      'PUT /api/operator/stores/:storeNo/status',
      'POST /api/operator/offline-stores',
      'PUT /api/operator/offline-stores/:offlineNo',
      'PUT /api/operator/offline-stores/:offlineNo/status',
    ],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  {
    key: 'activityTerms',
    reads: 'GET /api/operator/activity-terms',
    writes: ['PUT /api/operator/activity-terms/:skuNo', 'POST /api/operator/activity-terms/:skuNo/end'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  ...LISTING_TAB_ACCESS,
];
