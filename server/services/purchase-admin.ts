import type {
  OperatorPurchase,
  OperatorPurchaseCreate,
  OperatorPurchaseEdit,
} from '../../schemas/api/purchase-operator';
import type { AppDeps } from '../config';
import {
  findProgramme,
  insertProgramme,
  listAllProgrammes,
  type PurchaseAdminRow,
  productExists,
  replaceProgramme,
  setProgrammeWithdrawn,
} from '../repos/purchase-admin';
import { type ListingAnswer, type ListingMove, listingState, moveListing } from './listing-admin';

/** The purchase programmes run by operators (ADR 0017 and 0066). */

const view = (r: PurchaseAdminRow): OperatorPurchase => ({
  spuNo: r.spu_no,
  productName: r.product_name,
  partnerName: r.partner_name,
  batchWeekdays: r.batch_weekdays.map(Number),
  cutoffHour: r.cutoff_hour,
  transitDays: r.transit_days,
  perCustomerLimit: r.per_customer_limit,
  excludedProvinces: r.excluded_provinces,
  notes: r.notes,
  ...listingState(r.withdrawn_at === null ? null : Number(r.withdrawn_at)),
});

async function found(deps: AppDeps, spuNo: string): Promise<ListingAnswer<OperatorPurchase>> {
  const row = await findProgramme(deps.db, spuNo);
  return row ? { item: view(row) } : { problem: { kind: 'not_found' } };
}

export const operatorPurchaseProgrammes = async (deps: AppDeps) => ({
  list: (await listAllProgrammes(deps.db)).map(view),
});

/** Puts a catalogue product into a programme (one per product). */
export async function createPurchaseProgramme(
  deps: AppDeps,
  { spuNo, ...fields }: OperatorPurchaseCreate,
): Promise<ListingAnswer<OperatorPurchase>> {
  if (!(await productExists(deps.db, spuNo))) return { problem: { kind: 'unknown_product', key: spuNo } };
  if (!(await insertProgramme(deps.db, spuNo, fields))) return { problem: { kind: 'exists', key: spuNo } };
  return found(deps, spuNo);
}

/** Replaces a programme's terms; units already bought count against a lowered limit. */
export async function editPurchaseProgramme(
  deps: AppDeps,
  spuNo: string,
  fields: OperatorPurchaseEdit,
): Promise<ListingAnswer<OperatorPurchase>> {
  if (!(await replaceProgramme(deps.db, spuNo, fields))) return { problem: { kind: 'not_found' } };
  return found(deps, spuNo);
}

export const movePurchaseProgramme = (deps: AppDeps, spuNo: string, action: ListingMove) =>
  moveListing(
    action,
    () => findProgramme(deps.db, spuNo),
    (at) => setProgrammeWithdrawn(deps.db, spuNo, at),
    view,
    deps.config.clock(),
  );
