import type * as z from 'zod';
import {
  operatorActivityTermsListSchema,
  operatorActivityTermsSchema,
} from '../../../schemas/api/activity-terms-operator';
import { batchSendResultSchema } from '../../../schemas/api/coupon-center';
import { couponTemplateListSchema, couponTemplateSchema } from '../../../schemas/api/coupon-operator';
import { operatorGroupBuyListSchema, operatorGroupBuySchema } from '../../../schemas/api/group-buy-operator';
import {
  operatorActivityListSchema,
  operatorActivitySchema,
  operatorDrawResultSchema,
  operatorEntryListSchema,
  operatorVerifySchema,
} from '../../../schemas/api/lottery-operator';
import { operatorMessageResultSchema, operatorMessageSendListSchema } from '../../../schemas/api/message';
import { operatorProductListSchema, operatorProductSchema } from '../../../schemas/api/product-operator';
import {
  operatorPromotionListSchema,
  operatorPromotionSchema,
} from '../../../schemas/api/promotion-operator';
import { operatorPurchaseListSchema, operatorPurchaseSchema } from '../../../schemas/api/purchase-operator';
import {
  operatorQualificationListSchema,
  qualificationCreatedSchema,
  qualificationDrawResultSchema,
  qualificationEntriesSchema,
} from '../../../schemas/api/qualification';
import { hotWordsSchema } from '../../../schemas/api/search';
import { operatorShelfListSchema, operatorShelfSchema } from '../../../schemas/api/shelves';
import {
  operatorOfflineStoreListSchema,
  operatorOfflineStoreSchema,
  operatorStoreListSchema,
  operatorStoreSchema,
} from '../../../schemas/api/store-operator';
import {
  operatorTradeInModelListSchema,
  operatorTradeInModelSchema,
} from '../../../schemas/api/trade-in-operator';
import { consoleGet as get, consoleWrite as write } from '../api';

/** The campaign tabs' calls (issue 35), over the console's session; bodies are checked by the server. */
export const couponsApi = {
  templates: () => get('/api/operator/coupons', undefined, { schema: couponTemplateListSchema }),
  createTemplate: (body: unknown) => write('/api/operator/coupons', 'POST', body, couponTemplateSchema),
  editTemplate: (couponNo: string, body: unknown) =>
    write(`/api/operator/coupons/${encodeURIComponent(couponNo)}`, 'PUT', body, couponTemplateSchema),
  batchSend: (body: unknown) =>
    write('/api/marketing/coupon/batch-send-coupons', 'POST', body, batchSendResultSchema),
};

const L = '/api/operator/lottery';
const lottery = (activityNo: string) => `${L}/${encodeURIComponent(activityNo)}`;

/** Code lotteries (issue 15): create, entries, the draw run now, and the server's check of a draw. */
export const lotteriesApi = {
  list: () => get(L, undefined, { schema: operatorActivityListSchema }),
  create: (body: unknown) => write(L, 'POST', body, operatorActivitySchema),
  entries: (activityNo: string) =>
    get(`${lottery(activityNo)}/entries`, undefined, { schema: operatorEntryListSchema }),
  draw: (activityNo: string) => write(`${lottery(activityNo)}/draw`, 'POST', {}, operatorDrawResultSchema),
  verify: (activityNo: string) =>
    get(`${lottery(activityNo)}/verify`, undefined, { schema: operatorVerifySchema }),
};

const P = '/api/operator/promotions';
const promotion = (activityNo: string) => `${P}/${encodeURIComponent(activityNo)}`;

/** 满减 activities (issue 13): list, create, replace, end. */
export const promotionsApi = {
  list: () => get(P, undefined, { schema: operatorPromotionListSchema }),
  create: (body: unknown) => write(P, 'POST', body, operatorPromotionSchema),
  edit: (activityNo: string, body: unknown) =>
    write(promotion(activityNo), 'PUT', body, operatorPromotionSchema),
  end: (activityNo: string) => write(`${promotion(activityNo)}/end`, 'POST', {}, operatorPromotionSchema),
};

/** The hot search words (issue 14): the whole list, read and replaced. */
export const hotWordsApi = {
  list: () => get('/api/channel/search/operator/hot-words', undefined, { schema: hotWordsSchema }),
  save: (body: unknown) => write('/api/channel/search/operator/hot-words', 'PUT', body, hotWordsSchema),
};

const G = '/api/operator/group-buy';
const groupBuy = (activityNo: string) => `${G}/${encodeURIComponent(activityNo)}`;

/** Group-buy activities (issue 35 item 4): list, create, replace, and the phase's moves. */
export const groupBuyApi = {
  list: () => get(G, undefined, { schema: operatorGroupBuyListSchema }),
  create: (body: unknown) => write(G, 'POST', body, operatorGroupBuySchema),
  edit: (activityNo: string, body: unknown) =>
    write(groupBuy(activityNo), 'PUT', body, operatorGroupBuySchema),
  move: (activityNo: string, action: 'pause' | 'resume' | 'end') =>
    write(`${groupBuy(activityNo)}/${action}`, 'POST', {}, operatorGroupBuySchema),
};

/** System messages (issue 35 item 4): what was sent, and a new one to all or to named customers. */
export const messageSendsApi = {
  list: () => get('/api/operator/messages', undefined, { schema: operatorMessageSendListSchema }),
  send: (body: unknown) => write('/api/operator/messages', 'POST', body, operatorMessageResultSchema),
};

const Q = '/api/operator/qualification';

/** Qualification draws (issue 35 item 4): list, create, entries and the due draw; verified as lotteries are. */
export const qualificationsApi = {
  list: () => get(`${Q}/activities`, undefined, { schema: operatorQualificationListSchema }),
  create: (body: unknown) => write(`${Q}/activities`, 'POST', body, qualificationCreatedSchema),
  entries: (activityNo: string) =>
    get(`${Q}/entries`, { activityNo }, { schema: qualificationEntriesSchema }),
  draw: (activityNo: string) => write(`${Q}/draw`, 'POST', { activityNo }, qualificationDrawResultSchema),
};

const PR = '/api/operator/products';
const product = (spuNo: string) => `${PR}/${encodeURIComponent(spuNo)}`;

/** Products (ADR 0068): the list, one product's media, and its replacement. */
export const productsApi = {
  list: () => get(PR, undefined, { schema: operatorProductListSchema }),
  read: (spuNo: string) => get(product(spuNo), undefined, { schema: operatorProductSchema }),
  saveMedia: (spuNo: string, body: unknown) =>
    write(`${product(spuNo)}/media`, 'PUT', body, operatorProductSchema),
};

const ST = '/api/operator/stores';
const OF = '/api/operator/offline-stores';
const shop = (offlineNo: string) => `${OF}/${encodeURIComponent(offlineNo)}`;

/** Stores and the brands' physical shops (ADR 0068): lists, a state's change, a shop's create and edit. */
export const storesApi = {
  stores: () => get(ST, undefined, { schema: operatorStoreListSchema }),
  moveStore: (storeNo: string, open: boolean) =>
    write(`${ST}/${encodeURIComponent(storeNo)}/status`, 'PUT', { open }, operatorStoreSchema),
  shops: () => get(OF, undefined, { schema: operatorOfflineStoreListSchema }),
  createShop: (body: unknown) => write(OF, 'POST', body, operatorOfflineStoreSchema),
  editShop: (offlineNo: string, body: unknown) =>
    write(shop(offlineNo), 'PUT', body, operatorOfflineStoreSchema),
  moveShop: (offlineNo: string, open: boolean) =>
    write(`${shop(offlineNo)}/status`, 'PUT', { open }, operatorOfflineStoreSchema),
};
const SH = '/api/operator/shelves';

/** Shelves (issue 14, 35 item 4): every shelf, and one saved whole (also to show or hide it). */
export const shelvesApi = {
  list: () => get(SH, undefined, { schema: operatorShelfListSchema }),
  save: (shelfNo: string, body: unknown) =>
    write(`${SH}/${encodeURIComponent(shelfNo)}`, 'PUT', body, operatorShelfSchema),
};

/** A listing's five calls (ADR 0066): list, create, replace, withdraw, restore. */
function listingApi<T>(
  base: string,
  listSchema: z.core.$ZodType<{ list: T[] }>,
  itemSchema: z.core.$ZodType<T>,
) {
  const one = (key: string) => `${base}/${encodeURIComponent(key)}`;
  return {
    list: () => get(base, undefined, { schema: listSchema }).then((r) => r.list),
    create: (body: unknown) => write(base, 'POST', body, itemSchema),
    edit: (key: string, body: unknown) => write(one(key), 'PUT', body, itemSchema),
    move: (key: string, action: 'withdraw' | 'restore') =>
      write(`${one(key)}/${action}`, 'POST', {}, itemSchema),
  };
}

/** The trade-in device table (issue 17, 35 item 4). */
export const tradeInModelsApi = listingApi(
  '/api/operator/trade-in-models',
  operatorTradeInModelListSchema,
  operatorTradeInModelSchema,
);

/** Purchase programmes (ADR 0017, issue 35 item 4). */
export const purchaseProgrammesApi = listingApi(
  '/api/operator/purchase-programmes',
  operatorPurchaseListSchema,
  operatorPurchaseSchema,
);
const T = '/api/operator/activity-terms';
const terms = (skuNo: string) => `${T}/${encodeURIComponent(skuNo)}`;

/** Gift and trial terms (issue 34): list, set (which makes the SKU that activity), end. */
export const activityTermsApi = {
  list: () => get(T, undefined, { schema: operatorActivityTermsListSchema }),
  set: (skuNo: string, body: unknown) => write(terms(skuNo), 'PUT', body, operatorActivityTermsSchema),
  end: (skuNo: string) => write(`${terms(skuNo)}/end`, 'POST', {}, operatorActivityTermsSchema),
};
