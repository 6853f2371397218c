/**
 * The operators' stores API (ADR 0068): the mall's stores opened and closed, and the
 * brands' physical shops (线下门店, spec §7 store-offline) listed, created, edited, opened and closed, under
 * /api/operator/stores and /api/operator/offline-stores. A closed store's products and shops leave the
 * shoppers' lists; a closed shop leaves them alone.
 */
import { z } from '../zod';
import { text } from './primitives';
import { storeTypeSchema } from './product';
import { offlineKindSchema, offlineNoSchema, storeNoSchema } from './store';

/** Open or closed, as the console's list filter names it. */
export const storePhaseSchema = z.enum(['open', 'closed']);
export type StorePhase = z.infer<typeof storePhaseSchema>;

/** PUT …/status: open (shoppers see it) or closed (they do not). */
export const storeStatusBodySchema = z.object({ open: z.boolean() });

export const operatorStoreSchema = z.object({
  storeNo: z.string(),
  name: z.string(),
  storeType: storeTypeSchema,
  phase: storePhaseSchema,
  productCount: z.int(),
  offlineCount: z.int(),
});
export type OperatorStore = z.infer<typeof operatorStoreSchema>;
/** GET /api/operator/stores: every store, closed ones included. */
export const operatorStoreListSchema = z.object({ list: z.array(operatorStoreSchema) });
export const operatorStoreParamSchema = z.object({ storeNo: storeNoSchema });

/** Local time of day, 00:00–23:59. */
export const HOUR_PATTERN = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
const hour = z.string().check(z.regex(HOUR_PATTERN, 'must be a time of day, HH:MM'));
/** A phone number as printed: digits, spaces, '-', a leading '+'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

const offlineFields = {
  storeNo: storeNoSchema,
  name: text(40, { min: 1, what: 'name' }),
  kind: offlineKindSchema,
  city: text(20, { min: 1, what: 'city' }),
  district: text(20, { min: 1, what: 'district' }),
  address: text(80, { min: 1, what: 'address' }),
  phone: z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'must be a phone number')),
  opensAt: hour,
  closesAt: hour,
  /** WGS-84 degrees. */
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
};

function checkHours(s: { opensAt: string; closesAt: string }, ctx: z.core.$RefinementCtx) {
  // 'HH:MM' strings of one shape compare as times do.
  if (s.closesAt <= s.opensAt)
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'closesAt must be after opensAt' });
}

/** PUT /api/operator/offline-stores/{offlineNo}: the whole shop as it should be from now on. */
export const offlineStoreEditSchema = z.object(offlineFields).check(z.superRefine(checkHours));
export type OfflineStoreEdit = z.infer<typeof offlineStoreEditSchema>;
/** POST /api/operator/offline-stores: a new shop under a number of the operator's choosing (open). */
export const offlineStoreCreateSchema = z
  .object({ offlineNo: offlineNoSchema, ...offlineFields })
  .check(z.superRefine(checkHours));
export type OfflineStoreCreate = z.infer<typeof offlineStoreCreateSchema>;
export const offlineStoreParamSchema = z.object({ offlineNo: offlineNoSchema });

export const operatorOfflineStoreSchema = z.object({
  offlineNo: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  name: z.string(),
  kind: offlineKindSchema,
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The shop's own state; shoppers see it only while its store is open too. */
  phase: storePhaseSchema,
});
export type OperatorOfflineStore = z.infer<typeof operatorOfflineStoreSchema>;
/** GET /api/operator/offline-stores: every shop, closed ones included, by store then number. */
export const operatorOfflineStoreListSchema = z.object({ list: z.array(operatorOfflineStoreSchema) });
