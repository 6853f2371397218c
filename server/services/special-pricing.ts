import { ActivityType, PriceLabel } from '../../schemas/api/product';
import type { Queryable } from '../db/db';
import type { Quote } from '../domain/checkout';
import type { SkuFacts } from '../domain/sku-availability';
import { trialTermsOf } from '../repos/activity-terms';
import { eduApproved, specialPricesOf, telecomVerifiedSkus } from '../repos/special-prices';

/**
 * The checkout's one hook for special prices, applied to the priced items before any discount,
 * at confirmation and again inside create-order: a telecom-exclusive SKU (label 26) costs its telecom
 * price for a customer who verified a number for that SKU (operator-verification), an education-offer SKU
 * (label 101) its education price for a customer the education verifier approved. Everybody else pays
 * the ordinary price; the server decides, whatever a screen shows. A trial activity's SKU (activity type 5)
 * costs its trial price for everybody; its per-customer limit is create-order's (activity-terms.ts).
 */
export async function withSpecialPrices(
  db: Queryable,
  customerId: number,
  items: Quote['items'],
  facts: ReadonlyMap<string, SkuFacts>,
  now: number,
): Promise<Quote['items']> {
  const label = (skuNo: string) => facts.get(skuNo)?.priceLabel ?? null;
  const telecom = items.filter((i) => label(i.skuNo) === PriceLabel.telecomExclusive).map((i) => i.skuNo);
  const education = items.filter((i) => label(i.skuNo) === PriceLabel.educationOffer).map((i) => i.skuNo);
  const trial = items
    .filter((i) => facts.get(i.skuNo)?.activityType === ActivityType.trial)
    .map((i) => i.skuNo);
  if (telecom.length === 0 && education.length === 0 && trial.length === 0) return items;
  const special = new Map<string, number>();
  for (const [skuNo, terms] of await trialTermsOf(db, trial)) special.set(skuNo, terms.priceCents);
  const verified = await telecomVerifiedSkus(db, customerId, telecom, now);
  for (const [skuNo, cents] of await specialPricesOf(db, [...verified], 'telecom')) special.set(skuNo, cents);
  if (education.length > 0 && (await eduApproved(db, customerId, now)))
    for (const [skuNo, cents] of await specialPricesOf(db, education, 'education')) special.set(skuNo, cents);
  return items.map((i) => {
    const cents = special.get(i.skuNo);
    // Never dearer than the ordinary price, whatever the table says.
    if (cents === undefined || cents >= i.priceCents) return i;
    return { ...i, priceCents: cents, goodsCents: cents * i.quantity };
  });
}
