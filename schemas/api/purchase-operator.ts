/**
 * The operators' purchase programmes (ADR 0017 and 0066) under
 * /api/operator/purchase-programmes: which catalogue products the bank buys in through a partner, shipped
 * in weekly batches, rationed per customer and not delivered everywhere.
 */
import { z } from '../zod';
import { listingStateFields } from './listing-operator';
import { code, count, text } from './primitives';

const weekday = count(1, 7);

function checkWeekdays(p: { batchWeekdays: number[] }, ctx: z.core.$RefinementCtx) {
  if (new Set(p.batchWeekdays).size !== p.batchWeekdays.length)
    ctx.addIssue({ code: 'custom', path: ['batchWeekdays'], message: 'each weekday once' });
}

const programmeFields = {
  partnerName: text(40, { min: 1, what: 'partnerName' }),
  /** ISO weekdays the partner ships on (1 Monday … 7 Sunday), each once. */
  batchWeekdays: z.array(weekday).check(z.minLength(1), z.maxLength(7)),
  /** Orders placed by this hour (UTC+8) of a batch day leave with that batch. */
  cutoffHour: count(0, 23),
  transitDays: count(0, 30),
  perCustomerLimit: count(1, 999),
  excludedProvinces: z._default(z.array(text(20, { min: 1, what: 'province' })).check(z.maxLength(34)), []),
  notes: z._default(text(80, { what: 'notes' }), ''),
};

export const purchaseSpuNoSchema = code(64);

/** PUT /api/operator/purchase-programmes/{spuNo}: the whole programme as it should be. */
export const operatorPurchaseEditSchema = z.object(programmeFields).check(z.superRefine(checkWeekdays));
export type OperatorPurchaseEdit = z.infer<typeof operatorPurchaseEditSchema>;

/** POST /api/operator/purchase-programmes: puts a catalogue product into a programme. */
export const operatorPurchaseCreateSchema = z
  .object({ spuNo: purchaseSpuNoSchema, ...programmeFields })
  .check(z.superRefine(checkWeekdays));
export type OperatorPurchaseCreate = z.infer<typeof operatorPurchaseCreateSchema>;

export const operatorPurchaseParamSchema = z.object({ spuNo: purchaseSpuNoSchema });

export const operatorPurchaseSchema = z.object({
  spuNo: z.string(),
  productName: z.string(),
  partnerName: z.string(),
  batchWeekdays: z.array(z.int()),
  cutoffHour: z.int(),
  transitDays: z.int(),
  perCustomerLimit: z.int(),
  excludedProvinces: z.array(z.string()),
  notes: z.string(),
  ...listingStateFields,
});
export type OperatorPurchase = z.infer<typeof operatorPurchaseSchema>;

export const operatorPurchaseListSchema = z.object({ list: z.array(operatorPurchaseSchema) });
