import type { AnyEndpoint, InputOf } from '../../../schemas/api/endpoint';
import {
  activityTermsOperatorEnd,
  activityTermsOperatorList,
  activityTermsOperatorSet,
} from '../../../schemas/api/endpoints/activity-terms-operator';
import {
  productOperatorDetail,
  productOperatorList,
  productOperatorMedia,
} from '../../../schemas/api/endpoints/catalogue-operator/products';
import {
  offlineStoreOperatorCreate,
  offlineStoreOperatorEdit,
  offlineStoreOperatorList,
  offlineStoreOperatorStatus,
  storeOperatorList,
  storeOperatorStatus,
} from '../../../schemas/api/endpoints/catalogue-operator/stores';
import {
  couponTemplateCreate,
  couponTemplateEdit,
  couponTemplateList,
} from '../../../schemas/api/endpoints/coupon-operator';
import { couponBatchSend } from '../../../schemas/api/endpoints/coupons/coupon';
import {
  groupBuyOperatorCreate,
  groupBuyOperatorEdit,
  groupBuyOperatorEnd,
  groupBuyOperatorList,
  groupBuyOperatorPause,
  groupBuyOperatorResume,
} from '../../../schemas/api/endpoints/group-buy-operator';
import {
  purchaseProgrammeOperatorCreate,
  purchaseProgrammeOperatorEdit,
  purchaseProgrammeOperatorList,
  purchaseProgrammeOperatorRestore,
  purchaseProgrammeOperatorWithdraw,
} from '../../../schemas/api/endpoints/listing-operator/purchase-programmes';
import {
  tradeInModelOperatorCreate,
  tradeInModelOperatorEdit,
  tradeInModelOperatorList,
  tradeInModelOperatorRestore,
  tradeInModelOperatorWithdraw,
} from '../../../schemas/api/endpoints/listing-operator/trade-in-models';
import {
  lotteryOperatorCreate,
  lotteryOperatorDraw,
  lotteryOperatorEntries,
  lotteryOperatorList,
  lotteryOperatorVerify,
} from '../../../schemas/api/endpoints/lottery-operator';
import { operatorMessageSend, operatorMessageSends } from '../../../schemas/api/endpoints/messages';
import {
  promotionOperatorCreate,
  promotionOperatorEdit,
  promotionOperatorEnd,
  promotionOperatorList,
} from '../../../schemas/api/endpoints/promotion-operator';
import {
  qualificationOperatorCreate,
  qualificationOperatorDraw,
  qualificationOperatorEntries,
  qualificationOperatorList,
} from '../../../schemas/api/endpoints/qualification-operator';
import { shelfOperatorList, shelfOperatorSave } from '../../../schemas/api/endpoints/rankings/shelf-operator';
import { searchOperatorHotWords, searchOperatorSaveHotWords } from '../../../schemas/api/endpoints/search';
import type { CallInput } from '../../api/call';
import { consoleCall as call } from '../api';

/**
 * A value as a form holds it: the declared shape, a number parsed from what the operator typed, so undefined
 * while the entry does not parse (and any number: the schema checks its range).
 */
type AsTyped<T> = T extends readonly (infer U)[]
  ? AsTyped<U>[]
  : T extends number
    ? number | undefined
    : T extends object
      ? { [K in keyof T]: AsTyped<T[K]> }
      : T;

/**
 * A body as a tab's form builds it from what the operator typed, typed by the declaration's body: its fields
 * and no others (a field the server does not take is a type error), a number undefined while its entry does
 * not parse. The form checks it against the same schema before sending, and the server checks it again (400
 * naming the field).
 */
export type FormBody<E extends AnyEndpoint> = AsTyped<InputOf<E['body']>>;

/** A declared write whose body a tab's form built; its values are checked, not its types (see FormBody). */
const submit = <E extends AnyEndpoint>(endpoint: E, input: Omit<CallInput<E>, 'body'>, body: FormBody<E>) =>
  call(endpoint, { ...input, body } as unknown as CallInput<E>);

/**
 * The campaign tabs' calls, over the console's session: each a declared endpoint (ADR 0063)
 * through consoleCall, its body typed and its answer checked by the declaration.
 */
export const couponsApi = {
  templates: () => call(couponTemplateList, {}),
  createTemplate: (body: FormBody<typeof couponTemplateCreate>) => submit(couponTemplateCreate, {}, body),
  editTemplate: (couponNo: string, body: FormBody<typeof couponTemplateEdit>) =>
    submit(couponTemplateEdit, { params: { couponNo } }, body),
  batchSend: (body: InputOf<typeof couponBatchSend.body>) => call(couponBatchSend, { body }),
};

/** Code lotteries: create, entries, the draw run now, and the server's check of a draw. */
export const lotteriesApi = {
  list: () => call(lotteryOperatorList, {}),
  create: (body: FormBody<typeof lotteryOperatorCreate>) => submit(lotteryOperatorCreate, {}, body),
  entries: (activityNo: string) => call(lotteryOperatorEntries, { params: { activityNo } }),
  draw: (activityNo: string) => call(lotteryOperatorDraw, { params: { activityNo } }),
  verify: (activityNo: string) => call(lotteryOperatorVerify, { params: { activityNo } }),
};

/** 满减 activities: list, create, replace, end. */
export const promotionsApi = {
  list: () => call(promotionOperatorList, {}),
  create: (body: FormBody<typeof promotionOperatorCreate>) => submit(promotionOperatorCreate, {}, body),
  edit: (activityNo: string, body: FormBody<typeof promotionOperatorEdit>) =>
    submit(promotionOperatorEdit, { params: { activityNo } }, body),
  end: (activityNo: string) => call(promotionOperatorEnd, { params: { activityNo } }),
};

/** The hot search words: the whole list, read and replaced. */
export const hotWordsApi = {
  list: () => call(searchOperatorHotWords, {}),
  save: (body: FormBody<typeof searchOperatorSaveHotWords>) => submit(searchOperatorSaveHotWords, {}, body),
};

const GROUP_BUY_MOVES = {
  pause: groupBuyOperatorPause,
  resume: groupBuyOperatorResume,
  end: groupBuyOperatorEnd,
};

/** Group-buy activities: list, create, replace, and the phase's moves. */
export const groupBuyApi = {
  list: () => call(groupBuyOperatorList, {}),
  create: (body: FormBody<typeof groupBuyOperatorCreate>) => submit(groupBuyOperatorCreate, {}, body),
  edit: (activityNo: string, body: FormBody<typeof groupBuyOperatorEdit>) =>
    submit(groupBuyOperatorEdit, { params: { activityNo } }, body),
  move: (activityNo: string, action: keyof typeof GROUP_BUY_MOVES) =>
    call(GROUP_BUY_MOVES[action], { params: { activityNo } }),
};

/** System messages: what was sent, and a new one to all or to named customers. */
export const messageSendsApi = {
  list: () => call(operatorMessageSends, {}),
  send: (body: FormBody<typeof operatorMessageSend>) => submit(operatorMessageSend, {}, body),
};

/** Qualification draws: list, create, entries and the due draw; verified as lotteries are. */
export const qualificationsApi = {
  list: () => call(qualificationOperatorList, {}),
  create: (body: FormBody<typeof qualificationOperatorCreate>) =>
    submit(qualificationOperatorCreate, {}, body),
  entries: (activityNo: string) => call(qualificationOperatorEntries, { query: { activityNo } }),
  draw: (activityNo: string) => call(qualificationOperatorDraw, { body: { activityNo } }),
};

/** Products (ADR 0068): the list, one product's media, and its replacement. */
export const productsApi = {
  list: () => call(productOperatorList, {}),
  read: (spuNo: string) => call(productOperatorDetail, { params: { spuNo } }),
  saveMedia: (spuNo: string, body: FormBody<typeof productOperatorMedia>) =>
    submit(productOperatorMedia, { params: { spuNo } }, body),
};

/** Stores and the brands' physical shops (ADR 0068): lists, a state's change, a shop's create and edit. */
export const storesApi = {
  stores: () => call(storeOperatorList, {}),
  moveStore: (storeNo: string, open: boolean) =>
    call(storeOperatorStatus, { params: { storeNo }, body: { open } }),
  shops: () => call(offlineStoreOperatorList, {}),
  createShop: (body: FormBody<typeof offlineStoreOperatorCreate>) =>
    submit(offlineStoreOperatorCreate, {}, body),
  editShop: (offlineNo: string, body: FormBody<typeof offlineStoreOperatorEdit>) =>
    submit(offlineStoreOperatorEdit, { params: { offlineNo } }, body),
  moveShop: (offlineNo: string, open: boolean) =>
    call(offlineStoreOperatorStatus, { params: { offlineNo }, body: { open } }),
};

/** Shelves: every shelf, and one saved whole (also to show or hide it). */
export const shelvesApi = {
  list: () => call(shelfOperatorList, {}),
  save: (shelfNo: string, body: FormBody<typeof shelfOperatorSave>) =>
    submit(shelfOperatorSave, { params: { shelfNo } }, body),
};

/** The trade-in device table: a listing's five calls (ADR 0066). */
export const tradeInModelsApi = {
  list: () => call(tradeInModelOperatorList, {}).then((r) => r.list),
  create: (body: FormBody<typeof tradeInModelOperatorCreate>) => submit(tradeInModelOperatorCreate, {}, body),
  edit: (modelCode: string, body: FormBody<typeof tradeInModelOperatorEdit>) =>
    submit(tradeInModelOperatorEdit, { params: { modelCode } }, body),
  move: (modelCode: string, action: 'withdraw' | 'restore') =>
    call(action === 'withdraw' ? tradeInModelOperatorWithdraw : tradeInModelOperatorRestore, {
      params: { modelCode },
    }),
};

/** Purchase programmes (ADR 0017): a listing's five calls (ADR 0066). */
export const purchaseProgrammesApi = {
  list: () => call(purchaseProgrammeOperatorList, {}).then((r) => r.list),
  create: (body: FormBody<typeof purchaseProgrammeOperatorCreate>) =>
    submit(purchaseProgrammeOperatorCreate, {}, body),
  edit: (spuNo: string, body: FormBody<typeof purchaseProgrammeOperatorEdit>) =>
    submit(purchaseProgrammeOperatorEdit, { params: { spuNo } }, body),
  move: (spuNo: string, action: 'withdraw' | 'restore') =>
    call(action === 'withdraw' ? purchaseProgrammeOperatorWithdraw : purchaseProgrammeOperatorRestore, {
      params: { spuNo },
    }),
};

/** Gift and trial terms: list, set (which makes the SKU that activity), end. */
export const activityTermsApi = {
  list: () => call(activityTermsOperatorList, {}),
  set: (skuNo: string, body: FormBody<typeof activityTermsOperatorSet>) =>
    submit(activityTermsOperatorSet, { params: { skuNo } }, body),
  end: (skuNo: string) => call(activityTermsOperatorEnd, { params: { skuNo } }),
};
