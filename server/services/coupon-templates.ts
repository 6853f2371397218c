import type { CouponTemplate, CouponTemplateCreate } from '../../schemas/api/coupon-operator';
import type { AppDeps } from '../config';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  missingScopeTarget,
  replaceTemplateScope,
  type ScopeWrite,
  type TemplateRow,
  type TemplateWrite,
} from '../repos/coupon-templates';

/**
 * Why a template create was refused: the number holds another template (409), or its scope names a store,
 * category or SKU the catalogue lacks (400 naming the field, as an edit's is).
 */
export type TemplateProblem =
  | { kind: 'exists' }
  | { kind: 'target'; field: 'storeNo' | 'categoryCode' | 'skuNos'; value: string };

/** What a body's scope writes: its store, category or SKUs only for the scope that has one. */
export const scopeOf = (
  e: Pick<CouponTemplateCreate, 'scope' | 'storeNo' | 'categoryCode' | 'skuNos'>,
): ScopeWrite => ({
  scope: e.scope,
  storeNo: e.scope === 'store' ? (e.storeNo ?? null) : null,
  categoryCode: e.scope === 'category' ? (e.categoryCode ?? null) : null,
  skuNos: e.scope === 'sku' ? (e.skuNos ?? []) : [],
});

const phaseOf = (t: TemplateRow, now: number): CouponTemplate['phase'] =>
  now >= t.endAt ? 'ended' : now < (t.claimStartAt ?? t.startAt) && now < t.startAt ? 'upcoming' : 'live';

/** A template as operators see it at `now` (its phase is the clock's). */
export const templateView = (t: TemplateRow, now: number): CouponTemplate => ({
  ...t,
  phase: phaseOf(t, now),
});
const view = templateView;

const toWrite = (input: CouponTemplateCreate): TemplateWrite => ({
  couponNo: input.couponNo,
  name: input.name,
  couponType: input.couponType,
  thresholdCents: input.thresholdCents,
  discountCents: input.discountCents,
  discountPercent: input.couponType === 3 ? (input.discountPercent ?? null) : null,
  totalQuantity: input.totalQuantity,
  perCustomerLimit: input.perCustomerLimit,
  validDays: input.validDays ?? null,
  startAt: input.startAt,
  endAt: input.endAt,
  claimStartAt: input.claimStartAt ?? null,
  inCenter: input.inCenter,
});

/** The fields a create sets, to tell a retried create (same content) from a clash with another template. */
const sameTemplate = (t: TemplateRow, w: TemplateWrite, s: ScopeWrite): boolean =>
  (Object.keys(w) as (keyof TemplateWrite)[]).every((k) => t[k] === w[k]) &&
  t.scope === s.scope &&
  t.storeNo === s.storeNo &&
  t.categoryCode === s.categoryCode &&
  t.skuNos.join('\n') === [...s.skuNos].sort().join('\n');

export async function operatorCouponTemplates(deps: AppDeps): Promise<{ list: CouponTemplate[] }> {
  const now = deps.config.clock();
  return { list: (await listTemplates(deps.db)).map((t) => view(t, now)) };
}

/**
 * A create's refusal known when it is asked for approval: a scope naming what the catalogue lacks (the
 * maker hears it at once, not the reviewer); undefined when it may go ahead.
 */
export async function createProblemNow(
  deps: AppDeps,
  input: CouponTemplateCreate,
): Promise<Exclude<TemplateProblem, { kind: 'exists' }> | undefined> {
  const missing = await missingScopeTarget(deps.db, scopeOf(input));
  return missing && { kind: 'target', ...missing };
}

/**
 * Creates a template with its whole stock and its scope, in one transaction (a template is never seen
 * covering the whole mall on its way to a narrower scope). The same number again with the same content
 * answers the template (a retry after a lost answer); with other content it is refused.
 */
export async function createCouponTemplate(
  deps: AppDeps,
  input: CouponTemplateCreate,
): Promise<{ template: CouponTemplate; problem?: undefined } | { problem: TemplateProblem }> {
  const now = deps.config.clock();
  const w = toWrite(input);
  const scope = scopeOf(input);
  const missing = await missingScopeTarget(deps.db, scope);
  if (missing) return { problem: { kind: 'target', ...missing } };
  const made = await deps.db.transaction(async (tx) => {
    if (!(await insertTemplate(tx, w, now))) return false;
    if (scope.scope !== 'all') await replaceTemplateScope(tx, w.couponNo, scope);
    return true;
  });
  const t = await findTemplate(deps.db, w.couponNo);
  if (!t || (!made && !sameTemplate(t, w, scope))) return { problem: { kind: 'exists' } };
  return { template: view(t, now) };
}
