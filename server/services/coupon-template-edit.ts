import {
  type CouponFieldLock,
  changedCouponFields,
  couponEditState,
  editOfTemplate,
  lockedCouponField,
} from '../../schemas/api/coupon-edit-rules';
import type {
  CouponTemplate,
  CouponTemplateEdit,
  CouponTemplateField,
} from '../../schemas/api/coupon-operator';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import {
  findTemplate,
  lockTemplate,
  missingScopeTarget,
  replaceTemplateScope,
  type ScopeWrite,
  type TemplateEditWrite,
  type TemplateRow,
  updateTemplate,
} from '../repos/coupon-templates';
import { scopeOf, templateView } from './coupon-templates';

/** Why an edit was refused: no such template, another edit landed first, a field its state fixes, a target missing. */
export type TemplateEditProblem =
  | { kind: 'missing' }
  | { kind: 'changed'; by: string | null; at: number | null }
  | { kind: 'locked'; field: CouponTemplateField; why: CouponFieldLock }
  | { kind: 'target'; field: 'storeNo' | 'categoryCode' | 'skuNos'; value: string };

const SCOPE_FIELDS: ReadonlySet<CouponTemplateField> = new Set([
  'scope',
  'storeNo',
  'categoryCode',
  'skuNos',
]);

/** The edit body as the template would state it (no revision; optional fields absent when not given). */
function editOf(input: CouponTemplateEdit): CouponTemplateEdit {
  const { baseRevision: _base, ...rest } = input;
  return rest;
}

const rulesOf = (e: CouponTemplateEdit): TemplateEditWrite => ({
  name: e.name,
  couponType: e.couponType,
  thresholdCents: e.thresholdCents,
  discountCents: e.discountCents,
  discountPercent: e.couponType === 3 ? (e.discountPercent ?? null) : null,
  totalQuantity: e.totalQuantity,
  perCustomerLimit: e.perCustomerLimit,
  validDays: e.validDays ?? null,
  startAt: e.startAt,
  endAt: e.endAt,
  claimStartAt: e.claimStartAt ?? null,
  inCenter: e.inCenter,
});

/** The template as an edit body, for a change request's reviewer (the "before" of the field diff). */
export async function templateEditBefore(
  deps: AppDeps,
  couponNo: string,
): Promise<CouponTemplateEdit | undefined> {
  const row = await findTemplate(deps.db, couponNo);
  return row && editOfTemplate(templateView(row, deps.config.clock()));
}

/** The revision an edit asked for now is made on (a change request is pinned to it). */
export async function templateRevision(deps: AppDeps, couponNo: string): Promise<number | undefined> {
  return (await findTemplate(deps.db, couponNo))?.revision;
}

/** What an edit will write, once judged allowed. */
interface EditPlan {
  rules: TemplateEditWrite;
  /** The new scope, when it changes (left alone otherwise). */
  scope: ScopeWrite | null;
}

/**
 * Judges an edit against the template as it is (ADR 0069): refused when the template is at another
 * revision than the edit's, when a changed field is one its state fixes (couponEditState: every field
 * before any coupon is issued; then only the name, more stock, a later end and the listing; none once
 * ended), or when the scope names a store, category or SKU the catalogue lacks. The scope is rewritten only
 * when it changes, so a seeded template's narrowing (a store on a SKU list) survives an edit of its stock.
 * Null: the edit changes nothing.
 */
async function judgeEdit(
  db: Queryable,
  row: TemplateRow,
  input: CouponTemplateEdit,
  now: number,
): Promise<{ plan: EditPlan | null; problem?: undefined } | { problem: TemplateEditProblem }> {
  if (input.baseRevision !== undefined && input.baseRevision !== row.revision) {
    return { problem: { kind: 'changed', by: row.updatedBy, at: row.updatedAt } };
  }
  const current = templateView(row, now);
  const before = editOfTemplate(current);
  const after = editOf(input);
  const changed = changedCouponFields(before, after);
  if (changed.length === 0) return { plan: null };
  const locked = lockedCouponField(couponEditState(current), before, after);
  if (locked) return { problem: { kind: 'locked', ...locked } };
  // Before any issue the stock left is the whole stock; a seed's odd count must not go negative.
  if (row.remainingQuantity + after.totalQuantity - row.totalQuantity < 0) {
    return { problem: { kind: 'locked', field: 'totalQuantity', why: 'stockDown' } };
  }
  const scope = changed.some((f) => SCOPE_FIELDS.has(f)) ? scopeOf(after) : null;
  if (scope) {
    const missing = await missingScopeTarget(db, scope);
    if (missing) return { problem: { kind: 'target', ...missing } };
  }
  return { plan: { rules: rulesOf(after), scope } };
}

/**
 * An edit's refusal known when it is asked for approval (the same judgement as the write's), so the maker
 * hears at once that a field is fixed instead of the reviewer finding out; undefined when it may go ahead.
 * Its revision is not judged here: the request is pinned to the current one.
 */
export async function editProblemNow(
  deps: AppDeps,
  couponNo: string,
  input: CouponTemplateEdit,
): Promise<TemplateEditProblem | undefined> {
  const row = await findTemplate(deps.db, couponNo);
  if (!row) return { kind: 'missing' };
  const judged = await judgeEdit(deps.db, row, { ...input, baseRevision: row.revision }, deps.config.clock());
  return judged.problem;
}

/**
 * Edits a template whole, inside one transaction holding its row (judgeEdit's rules then hold when it
 * writes). An edit that changes nothing answers the template as it is and counts no revision.
 */
export async function editCouponTemplate(
  deps: AppDeps,
  couponNo: string,
  input: CouponTemplateEdit,
  editor: string,
): Promise<{ template: CouponTemplate; problem?: undefined } | { problem: TemplateEditProblem }> {
  const now = deps.config.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockTemplate(tx, couponNo);
    if (!row) return { problem: { kind: 'missing' } };
    const judged = await judgeEdit(tx, row, input, now);
    if (judged.problem) return judged;
    if (!judged.plan) return { template: templateView(row, now) };
    const written = await updateTemplate(tx, couponNo, row.revision, judged.plan.rules, {
      name: editor,
      now,
    });
    if (!written) return { problem: { kind: 'changed', by: row.updatedBy, at: row.updatedAt } };
    if (judged.plan.scope) await replaceTemplateScope(tx, couponNo, judged.plan.scope);
    const fresh = await findTemplate(tx, couponNo);
    if (!fresh) return { problem: { kind: 'missing' } };
    return { template: templateView(fresh, now) };
  });
}
