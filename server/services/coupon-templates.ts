import type { CouponTemplate, CouponTemplateCreate } from '../../schemas/api/coupon-operator';
import type { AppDeps } from '../config';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  type TemplateWrite,
} from '../repos/coupon-templates';

/** Why a template create was refused: the number holds another template (409). */
export type TemplateProblem = { kind: 'exists' };

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
const sameTemplate = (t: TemplateRow, w: TemplateWrite): boolean =>
  (Object.keys(w) as (keyof TemplateWrite)[]).every((k) => t[k] === w[k]) && t.scope === 'all';

export async function operatorCouponTemplates(deps: AppDeps): Promise<{ list: CouponTemplate[] }> {
  const now = deps.config.clock();
  return { list: (await listTemplates(deps.db)).map((t) => view(t, now)) };
}

/**
 * Creates a template with its whole stock. The same number again with the same content answers the
 * template (a retry after a lost answer); with other content it is refused.
 */
export async function createCouponTemplate(
  deps: AppDeps,
  input: CouponTemplateCreate,
): Promise<{ template: CouponTemplate; problem?: undefined } | { problem: TemplateProblem }> {
  const now = deps.config.clock();
  const w = toWrite(input);
  const made = await deps.db.transaction((tx) => insertTemplate(tx, w, now));
  const t = await findTemplate(deps.db, w.couponNo);
  if (!t || (!made && !sameTemplate(t, w))) return { problem: { kind: 'exists' } };
  return { template: view(t, now) };
}
