/**
 * Experiments and audiences on booth pages and slots (ADR 0056):
 * /api/booth/operator/pages/:pageKey/experiments. Shared by the server's routes, the OpenAPI document and the
 * console.
 */
import { z } from '../zod';
import { code, count, dbIdParam, epochMs, PG_INT_MAX, text } from './primitives';

export const EXPERIMENT_MIN_VARIANTS = 2;
export const EXPERIMENT_MAX_VARIANTS = 4;
/** Variants are named A, B, C, D in the order the operator gave them. */
export const VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

/** …/experiments/{experimentId}. */
export const experimentIdParamSchema = dbIdParam;

/** Who a variant is for, in audience mode: every field given must hold; none given is everyone else. */
export const audienceRuleSchema = z.object({
  /** 'new': first seen on the server's current Beijing day (the visitor cookie); 'returning': before it. */
  customer: z.optional(z.enum(['new', 'returning'])),
  /** Elder mode (长辈模式) on or off for the visit. */
  elder: z.optional(z.boolean()),
  /** The app channel (the subChannelNo header; the default channel when absent). */
  channel: z.optional(code(32)),
  /** The region the bank app's web view names (the mall_region cookie), e.g. a province code. */
  region: z.optional(code(32)),
});
export type AudienceRule = z.infer<typeof audienceRuleSchema>;

/** A variant's content: a saved (published) version of the page, or its live layout with one block replaced. */
export const variantSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('version'), version: count(1, PG_INT_MAX) }),
  z.object({
    kind: z.literal('block'),
    blockId: code(64),
    /** The replacement block, as the layout holds blocks (checked with the whole layout when it starts). */
    block: z.record(z.string(), z.unknown()),
  }),
]);
export type VariantSource = z.infer<typeof variantSourceSchema>;

export const experimentVariantInputSchema = z.object({
  label: text(40, { min: 1, what: 'label' }),
  source: variantSourceSchema,
  /** Split mode: the share of visitors in per cent; all variants sum to 100. */
  weight: z.optional(count(0, 100)),
  /** Audience mode: who gets this variant (the last variant takes everyone else: leave its rule out). */
  audience: z.optional(audienceRuleSchema),
});

/** POST …/experiments: create and start one (a change request while approval is on, like a publish). */
export const experimentCreateSchema = z.object({
  name: text(60, { min: 1, what: 'name' }),
  mode: z.enum(['split', 'audience']),
  variants: z
    .array(experimentVariantInputSchema)
    .check(z.minLength(EXPERIMENT_MIN_VARIANTS), z.maxLength(EXPERIMENT_MAX_VARIANTS)),
});
export type ExperimentCreate = z.infer<typeof experimentCreateSchema>;

/** POST …/experiments/{experimentId}/end: the variant published as the page's next version. */
export const experimentEndSchema = z.object({ promote: z.enum(VARIANT_KEYS) });

const interval = z.object({ low: z.number(), high: z.number() });

export const variantFiguresSchema = z.object({
  key: z.enum(VARIANT_KEYS),
  /** Visitors the variant was served to. */
  visitors: z.number(),
  exposures: z.number(),
  clicks: z.number(),
  /** clicks / exposures; null before any exposure. */
  ctr: z.nullable(z.number()),
  /** Wilson 95 % interval of the CTR. */
  ctrInterval: z.nullable(interval),
  orders: z.number(),
  /** orders / visitors; null before any visitor. */
  orderRate: z.nullable(z.number()),
  orderRateInterval: z.nullable(interval),
});

/** A variant against the first (the control): the CTR difference, its 95 % interval and the test's answer. */
export const variantComparisonSchema = z.object({
  key: z.enum(VARIANT_KEYS),
  difference: z.nullable(z.number()),
  interval: z.nullable(interval),
  pValue: z.nullable(z.number()),
  significant: z.boolean(),
  /** '差异尚不显著' / 'The difference is not significant yet' until it is; otherwise who leads. */
  message: z.string(),
});

export const experimentVariantViewSchema = z.object({
  key: z.enum(VARIANT_KEYS),
  label: z.string(),
  source: variantSourceSchema,
  weight: z.nullable(z.number()),
  audience: z.nullable(audienceRuleSchema),
});

export const experimentViewSchema = z.object({
  id: z.number(),
  pageKey: z.string(),
  name: z.string(),
  mode: z.enum(['split', 'audience']),
  state: z.enum(['running', 'ended']),
  variants: z.array(experimentVariantViewSchema),
  createdBy: z.string(),
  startedAt: epochMs,
  endedAt: z.nullable(epochMs),
  endedBy: z.nullable(z.string()),
  promotedVariant: z.nullable(z.enum(VARIANT_KEYS)),
  promotedVersion: z.nullable(z.number()),
  figures: z.object({
    from: z.number(),
    to: z.number(),
    variants: z.array(variantFiguresSchema),
    comparisons: z.array(variantComparisonSchema),
    /** The page's own figures over the same period (every event of the page, whichever variant). */
    page: z.object({ exposures: z.number(), clicks: z.number() }),
    /** The page's events from visitors no variant was served to (the page's figures = variants + these). */
    unattributed: z.object({ exposures: z.number(), clicks: z.number() }),
  }),
});
export type ExperimentView = z.infer<typeof experimentViewSchema>;

export const experimentListSchema = z.object({
  pageKey: z.string(),
  experiments: z.array(experimentViewSchema),
});

export const experimentEndAnswerSchema = z.object({
  id: z.number(),
  pageKey: z.string(),
  promotedVariant: z.enum(VARIANT_KEYS),
  version: z.number(),
  revision: z.number(),
});
