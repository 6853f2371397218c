import type { purchaseProgrammeOperatorEdit } from '../../../schemas/api/endpoints/listing-operator/purchase-programmes';
import type { OperatorPurchase } from '../../../schemas/api/purchase-operator';
import type { FormBody } from './campaignApi';
import { wholeOf } from './couponForm';

/** The purchase programme form as typed: weekdays ticked, provinces one a line (or comma-separated). */
export interface PurchaseForm {
  spuNo: string;
  partnerName: string;
  batchWeekdays: number[];
  cutoffHour: string;
  transitDays: string;
  perCustomerLimit: string;
  excludedProvinces: string;
  notes: string;
}

/** Province names as pasted: one a line or separated by commas; blanks dropped (names have no spaces). */
export const provincesOf = (typed: string): string[] =>
  typed
    .split(/[\n,，;；、]+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The whole programme as PUT /api/operator/purchase-programmes/{spuNo} takes it (POST adds spuNo). */
export const purchaseBody = (f: PurchaseForm): FormBody<typeof purchaseProgrammeOperatorEdit> => ({
  partnerName: f.partnerName.trim(),
  batchWeekdays: [...f.batchWeekdays].sort((a, b) => a - b),
  cutoffHour: wholeOf(f.cutoffHour),
  transitDays: wholeOf(f.transitDays),
  perCustomerLimit: wholeOf(f.perCustomerLimit),
  excludedProvinces: provincesOf(f.excludedProvinces),
  notes: f.notes.trim(),
});

export const purchaseFormOf = (p: OperatorPurchase): PurchaseForm => ({
  spuNo: p.spuNo,
  partnerName: p.partnerName,
  batchWeekdays: [...p.batchWeekdays],
  cutoffHour: String(p.cutoffHour),
  transitDays: String(p.transitDays),
  perCustomerLimit: String(p.perCustomerLimit),
  excludedProvinces: p.excludedProvinces.join('\n'),
  notes: p.notes,
});

/** Ticks or unticks a weekday. */
export const toggledWeekday = (days: readonly number[], day: number): number[] =>
  days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
