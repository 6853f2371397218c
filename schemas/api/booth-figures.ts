/**
 * The operators' figures of a booth page (ADR 0058): per published version and block,
 * exposures, unique visitors, clicks (closes apart), orders attributed to the block; a daily trend; a CSV.
 */
import { z } from '../zod';
import { epochParam, versionParam } from './operator-console';

/** GET …/pages/{pageKey}/analytics?from=…[&to=…][&version=N]: the period on server time, `to` defaulting to now. */
export const analyticsQuerySchema = z.object({
  from: epochParam,
  to: z.optional(epochParam),
  version: z.optional(versionParam),
});

/** GET …/pages/{pageKey}/analytics/daily?days=14|30[&version=N]. */
export const analyticsTrendQuerySchema = z.object({
  days: z.optional(z.enum(['14', '30'])),
  version: z.optional(versionParam),
});

const counts = {
  exposures: z.number(),
  /** Distinct visitors (the tracker's visitor id) the block was shown to. */
  visitors: z.number(),
  /** Taps inside the block; a tap on its close control is a dismissal, never a click. */
  clicks: z.number(),
  /** Distinct visitors who tapped it. */
  clickers: z.number(),
  dismissals: z.number(),
  /** Orders placed in the same tracking session after a tap on this block, each order once (last tap wins). */
  orders: z.number(),
};

export const versionBlockFiguresSchema = z.object({
  version: z.number(),
  blockId: z.string(),
  blockType: z.string(),
  ...counts,
});
export type VersionBlockFiguresAnswer = z.infer<typeof versionBlockFiguresSchema>;

/** A published version of the page, as the figures' version picker lists it. */
export const figuresVersionSchema = z.object({
  version: z.number(),
  /** When it went (or goes) live, server time. */
  publishAt: z.nullable(z.number()),
  live: z.boolean(),
});

export const analyticsAnswerSchema = z.object({
  pageKey: z.string(),
  from: z.number(),
  to: z.number(),
  /** The version asked for; null: every version (rows still one per version and block). */
  version: z.nullable(z.number()),
  /** The page's published versions, newest first. */
  versions: z.array(figuresVersionSchema),
  /**
   * One row per version and block, newest version first. A block a later version removed keeps its rows;
   * with a version asked for, its layout's blocks without any event are listed too, at zero.
   */
  blocks: z.array(versionBlockFiguresSchema),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

export const dayFiguresSchema = z.object({
  /** The China (UTC+8) day, YYYY-MM-DD. */
  day: z.string(),
  ...counts,
});
export type DayFiguresAnswer = z.infer<typeof dayFiguresSchema>;

export const analyticsTrendAnswerSchema = z.object({
  pageKey: z.string(),
  version: z.nullable(z.number()),
  /** Every day of the period, oldest first, days without events at zero. */
  days: z.array(dayFiguresSchema),
});
export type AnalyticsTrendAnswer = z.infer<typeof analyticsTrendAnswerSchema>;
