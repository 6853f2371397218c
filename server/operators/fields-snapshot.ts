import type * as z from 'zod';
import { activityTermsEditSchema } from '../../schemas/api/activity-terms-operator';
import { operatorGroupBuyEditSchema } from '../../schemas/api/group-buy-operator';
import { operatorPromotionEditSchema } from '../../schemas/api/promotion-operator';
import { operatorPurchaseEditSchema } from '../../schemas/api/purchase-operator';
import { hotWordsBodySchema } from '../../schemas/api/search';
import { shelfSaveSchema } from '../../schemas/api/shelves';
import { operatorTradeInModelEditSchema } from '../../schemas/api/trade-in-operator';
import type { AppDeps } from '../config';
import { operatorActivityTerms } from '../services/activity-terms-admin';
import { operatorGroupBuys } from '../services/group-buy-admin';
import { operatorPromotions } from '../services/promotion-admin';
import { operatorPurchaseProgrammes } from '../services/purchase-admin';
import { hotWords } from '../services/search';
import { operatorShelves } from '../services/shelves';
import { operatorTradeInModels } from '../services/trade-in-admin';
import { paramsOf } from './approval-routes';

/**
 * What a campaign or listing is before a change request about it (the approver sees old → new for
 * every kind, not only booth pages), in the shape of the request's body, so the reviewer's field diff lines
 * up field by field. Undefined for endpoints this module does not know; null for a create (nothing before).
 */

type Fields = Record<string, unknown>;

/** One kind of thing: how to find its operator view by the path's key, and the fields its edit body has. */
interface Kind {
  param: string;
  find: (deps: AppDeps, key: string) => Promise<Fields | undefined>;
  /** The view in the edit body's shape (default: the edit body's own keys, picked from the view). */
  fields: readonly string[];
  shape?: (view: Fields) => Fields;
  /** The edit body's schema: the `after` is the body as the server will read it (defaults filled in). */
  edit: z.core.$ZodType;
}

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const pick = (view: Fields, keys: readonly string[]): Fields =>
  Object.fromEntries(keys.filter((k) => k in view).map((k) => [k, view[k]]));

/**
 * A value that says nothing is left out on both sides: the view answers null or [] where the body leaves a
 * field out (a promotion's storeNo outside a store scope), and "null → nothing" is no change to review.
 */
function tidy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  return Object.fromEntries(
    Object.entries(v).filter(
      ([, x]) => x !== null && x !== undefined && !(Array.isArray(x) && x.length === 0),
    ),
  );
}

const inList =
  <T extends Fields>(list: (deps: AppDeps) => Promise<readonly T[]>, key: keyof T) =>
  async (deps: AppDeps, value: string): Promise<Fields | undefined> =>
    (await list(deps)).find((row) => row[key] === value);

const GROUP_BUY: Kind = {
  param: 'activityNo',
  find: inList(async (d) => (await operatorGroupBuys(d)).list, 'activityNo'),
  fields: keysOf(operatorGroupBuyEditSchema),
  edit: operatorGroupBuyEditSchema,
};
const PROMOTION: Kind = {
  param: 'activityNo',
  find: inList(async (d) => (await operatorPromotions(d)).list, 'activityNo'),
  fields: keysOf(operatorPromotionEditSchema),
  // The view's tiers are the shoppers' tier objects; the body's carry the two amounts only.
  shape: (v) => ({
    ...pick(v, keysOf(operatorPromotionEditSchema)),
    tiers: Array.isArray(v.tiers)
      ? v.tiers.map((t: Fields) => ({ thresholdCents: t.thresholdCents, reductionCents: t.reductionCents }))
      : v.tiers,
  }),
  edit: operatorPromotionEditSchema,
};
const ACTIVITY_TERMS: Kind = {
  param: 'skuNo',
  find: inList(async (d) => (await operatorActivityTerms(d)).list, 'skuNo'),
  fields: keysOf(activityTermsEditSchema),
  edit: activityTermsEditSchema,
};
const SHELF: Kind = {
  param: 'shelfNo',
  find: inList(operatorShelves, 'shelfNo'),
  fields: keysOf(shelfSaveSchema),
  edit: shelfSaveSchema,
};
const TRADE_IN: Kind = {
  param: 'modelCode',
  find: inList(async (d) => (await operatorTradeInModels(d)).list, 'modelCode'),
  fields: keysOf(operatorTradeInModelEditSchema),
  edit: operatorTradeInModelEditSchema,
};
const PURCHASE: Kind = {
  param: 'spuNo',
  find: inList(async (d) => (await operatorPurchaseProgrammes(d)).list, 'spuNo'),
  fields: keysOf(operatorPurchaseEditSchema),
  edit: operatorPurchaseEditSchema,
};

/** The edits (the body replaces the fields) and the moves (the phase changes, to the one named). */
const EDITS: Readonly<Record<string, Kind>> = {
  'PUT /api/operator/group-buy/:activityNo': GROUP_BUY,
  'PUT /api/operator/promotions/:activityNo': PROMOTION,
  'PUT /api/operator/activity-terms/:skuNo': ACTIVITY_TERMS,
  'PUT /api/operator/shelves/:shelfNo': SHELF,
  'PUT /api/operator/trade-in-models/:modelCode': TRADE_IN,
  'PUT /api/operator/purchase-programmes/:spuNo': PURCHASE,
};
const MOVES: Readonly<Record<string, { kind: Kind; to: string }>> = {
  // A resumed activity is live, or upcoming if it has not started; the approver reads "paused → live".
  'POST /api/operator/group-buy/:activityNo/resume': { kind: GROUP_BUY, to: 'live' },
  'POST /api/operator/trade-in-models/:modelCode/restore': { kind: TRADE_IN, to: 'listed' },
  'POST /api/operator/purchase-programmes/:spuNo/withdraw': { kind: PURCHASE, to: 'withdrawn' },
  'POST /api/operator/purchase-programmes/:spuNo/restore': { kind: PURCHASE, to: 'listed' },
};

/** The creates: nothing before, the body (defaults filled in) after. */
const CREATES: ReadonlySet<string> = new Set([
  'POST /api/operator/group-buy',
  'POST /api/operator/promotions',
  'POST /api/operator/trade-in-models',
  'POST /api/operator/purchase-programmes',
  'POST /api/operator/offline-stores',
]);

/** The body as the server will read it: the schema's defaults filled in, or as sent if it does not parse. */
function asRead(schema: z.core.$ZodType, body: unknown): unknown {
  const parsed = (schema as z.ZodType).safeParse(body);
  return parsed.success ? parsed.data : body;
}

/** The hot words' save: the whole list replaces the whole list (ADR 0069). */
const HOT_WORDS = 'PUT /api/channel/search/operator/hot-words';

/**
 * A campaign's or listing's before and after, or undefined when the endpoint is not one of them. Read again
 * while a request waits, so it only reads: nothing here refuses or pins (coupon templates, which do, are
 * campaign-snapshot.ts's, ADR 0069). The hot words are read from the database each time too (ADR 0074):
 * another save approved meanwhile changes what this one replaces.
 */
export async function fieldsSnapshot(
  deps: AppDeps,
  endpoint: string,
  path: string,
  body: unknown,
): Promise<{ before: unknown; after: unknown } | undefined> {
  if (CREATES.has(endpoint)) return { before: null, after: tidy(body) };
  if (endpoint === HOT_WORDS)
    return { before: await hotWords(deps), after: asRead(hotWordsBodySchema, body) };
  const params = paramsOf(endpoint, path);
  const edit = EDITS[endpoint];
  if (edit) {
    const key = params[edit.param];
    const view = key === undefined ? undefined : await edit.find(deps, key);
    const before = view ? (edit.shape ? edit.shape(view) : pick(view, edit.fields)) : null;
    // A shelf's PUT also creates it: then there was nothing before.
    return { before: tidy(before), after: tidy(asRead(edit.edit, body)) };
  }
  const move = MOVES[endpoint];
  if (move) {
    const key = params[move.kind.param];
    const view = key === undefined ? undefined : await move.kind.find(deps, key);
    return { before: view ? { phase: view.phase } : null, after: { phase: move.to } };
  }
  return undefined;
}
