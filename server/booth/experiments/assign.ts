import { createHash } from 'node:crypto';
import type { AudienceRule, VariantKey } from '../../../schemas/api/booth-experiments';

/** What the server knows of the shopper asking for a page, read alike by the SSR page and the layout API. */
export interface ShopperContext {
  /** Null for a shopper who has not agreed to collection (ADR 0075): no identifier, so no split. */
  visitorId: string | null;
  /** First seen on the server's current Beijing day (the visitor cookie's first-seen time). */
  isNew: boolean;
  elder: boolean;
  channel: string;
  region: string | null;
}

export interface AssignableVariant {
  key: VariantKey;
  weight: number | null;
  audience: AudienceRule | null;
}

/** 10,000 buckets: a weight in whole per cent is 100 buckets, so a split is exact to the bucket. */
const BUCKETS = 10_000;

/**
 * The visitor's bucket in this experiment, 0..9999: the first 48 bits of SHA-256 over the experiment id and the
 * visitor id. No seed and no state: the same visitor gets the same bucket on every request and every server,
 * and the experiment id in the hash makes two experiments' splits independent of each other.
 */
export function bucketOf(visitorId: string, experimentId: number): number {
  const digest = createHash('sha256').update(`${experimentId}:${visitorId}`).digest();
  return digest.readUIntBE(0, 6) % BUCKETS;
}

/** The variant whose share of the buckets holds the visitor's bucket (weights in per cent, summing to 100). */
export function splitVariant<V extends AssignableVariant>(variants: readonly V[], bucket: number): V {
  let upTo = 0;
  for (const v of variants) {
    upTo += ((v.weight ?? 0) * BUCKETS) / 100;
    if (bucket < upTo) return v;
  }
  // Unreachable with weights summing to 100; the last variant rather than nothing.
  return variants[variants.length - 1] as V;
}

/** Every field the rule gives holds for this shopper; an empty rule holds for everyone. */
export function matchesAudience(rule: AudienceRule | null, ctx: ShopperContext): boolean {
  if (!rule) return true;
  if (rule.customer !== undefined && (rule.customer === 'new') !== ctx.isNew) return false;
  if (rule.elder !== undefined && rule.elder !== ctx.elder) return false;
  if (rule.channel !== undefined && rule.channel !== ctx.channel) return false;
  if (rule.region !== undefined && rule.region !== ctx.region) return false;
  return true;
}

/**
 * The variant a shopper gets: by the split (sticky per visitor; a shopper without a visitor id, who has not
 * agreed to collection, gets the first variant with a share: the control), or the first whose audience rule holds.
 */
export function chooseVariant<V extends AssignableVariant>(
  experiment: { id: number; mode: 'split' | 'audience'; variants: readonly V[] },
  ctx: ShopperContext,
): V {
  const { variants } = experiment;
  if (experiment.mode === 'split')
    // Bucket 0 is the first variant with a share: the control, unless the operator gave it none.
    return splitVariant(variants, ctx.visitorId === null ? 0 : bucketOf(ctx.visitorId, experiment.id));
  return variants.find((v) => matchesAudience(v.audience, ctx)) ?? (variants[variants.length - 1] as V);
}
