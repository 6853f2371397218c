/**
 * Bodies of the booth operator API (/api/booth/operator/pages/:pageKey/*, operator token). Drafts and
 * validate take a layout as raw JSON: the booth store checks it block by block and answers with paths.
 */
import { z } from '../zod';
import { code, count, countParam, epochMs, PG_INT_MAX } from './primitives';

/** code-<pageCode> (code-10) or id-<pageId> (id-e-cny); parsePageKey reads it. */
export const pageKeyParamSchema = code(67, /^(?:code-\d{1,4}|id-[A-Za-z0-9_-]{1,64})$/).register(
  z.globalRegistry,
  { examples: ['code-10'] },
);

/**
 * The page revision a write is based on (ADR 0044): when another write came in between, the server refuses
 * with 409 and names who made it and when. Left out (scripts, curl), the write is not checked.
 */
const baseRevision = z.optional(count(0, PG_INT_MAX));

/** PUT draft?baseRevision=N: the revision the edited layout was read at. */
export const boothDraftQuerySchema = z.object({
  baseRevision: z.optional(countParam(0, PG_INT_MAX)),
});

/** POST publish: publishAt is server time (epoch ms) from which the version is served; default now. */
export const boothPublishRequestSchema = z.object({ publishAt: z.optional(epochMs), baseRevision });

/** POST rollback: the version to serve again (versions are int4). */
export const boothRollbackRequestSchema = z.object({ version: count(1, PG_INT_MAX), baseRevision });

/** …/schedules/{version}: a version scheduled to go live later. */
export const scheduleVersionParamSchema = code(10, /^[1-9]\d{0,8}$/);

/** PUT …/schedules/{version}: move a scheduled version to another instant, still in the future. */
export const boothRescheduleRequestSchema = z.object({ publishAt: epochMs, baseRevision });

/** POST …/schedules/{version}/cancel: the version is never served; without a draft it becomes the draft. */
export const boothCancelScheduleRequestSchema = z.object({ baseRevision });

/** What a stale write's 409 carries besides its message: the page's revision and its latest writer. */
export const boothStaleSchema = z.object({
  revision: z.number(),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.number()),
});

/** PUT draft / POST validate: a layout, checked by the booth store. */
export const boothLayoutBodySchema = z.unknown();

/**
 * POST …/preview: a link to the saved draft, on the page's own address, or for a slot on its own screen;
 * the token opens only that draft, until expiresAt.
 */
export const boothPreviewAnswerSchema = z.object({
  previewToken: z.string(),
  url: z.string(),
  expiresAt: z.number(),
});

/** A layout as stored and served: the booth store checks its blocks, the console edits it as JSON. */
const rawLayoutSchema = z.record(z.string(), z.unknown());

/** GET …/schema: the JSON Schema of a booth layout (the console's editor completes fields from it). */
export const boothLayoutJsonSchemaSchema = rawLayoutSchema;

/** One version of a page: the draft (no number yet), or a published, scheduled or cancelled one. */
export const boothVersionSchema = z.object({
  version: z.nullable(z.number()),
  /** 'cancelled': a scheduled version an operator called off; kept, never served. */
  status: z.enum(['draft', 'published', 'cancelled']),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.nullable(z.number()),
  publishAt: z.nullable(z.number()),
  rolledBackFrom: z.nullable(z.number()),
  live: z.boolean(),
  /** Published to go live later than now: it can still be moved or cancelled. */
  scheduled: z.boolean(),
});
export type BoothVersion = z.infer<typeof boothVersionSchema>;

/** GET /api/booth/operator/pages: one stored page with what is live. */
export const boothPageSummarySchema = z.object({
  pageKey: z.string(),
  pageCode: z.nullable(z.number()),
  pageId: z.string(),
  /** The page's name as the operator wrote it (its newest layout's title); null before any layout. */
  title: z.nullable(z.string()),
  /** Where shoppers open it, under the configured public origin; null for a slot. */
  shopperUrl: z.nullable(z.string()),
  /** Version shoppers get now; null when nothing is live yet. */
  liveVersion: z.nullable(z.number()),
  hasDraft: z.boolean(),
  /** When the draft was last saved; null without one. */
  draftUpdatedAt: z.nullable(z.number()),
  /** The earliest version scheduled to go live later, if any. */
  scheduled: z.nullable(z.object({ version: z.number(), publishAt: z.number() })),
});
export type BoothPageSummary = z.infer<typeof boothPageSummarySchema>;

/** GET …/versions: the page's versions and its revision (the base of the next write, ADR 0044). */
export const boothVersionsAnswerSchema = z.object({
  pageKey: z.string(),
  pageCode: z.nullable(z.number()),
  pageId: z.string(),
  revision: z.number(),
  versions: z.array(boothVersionSchema),
});

/** One thing a saved draft still breaks: publishing needs none left. */
export const boothLayoutIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  blockId: z.nullable(z.string()),
  type: z.nullable(z.string()),
});

/** PUT …/draft: kept even with issues, which the answer lists. */
export const boothDraftAnswerSchema = z.object({
  pageKey: z.string(),
  draft: z.optional(boothVersionSchema),
  revision: z.number(),
  issues: z.array(boothLayoutIssueSchema),
});

/** POST …/publish and PUT …/schedules/{version}: the version and when it is served. */
export const boothPublishAnswerSchema = z.object({
  pageKey: z.string(),
  version: z.number(),
  publishAt: z.number(),
  revision: z.number(),
});

/** POST …/rollback: the new version serving the earlier one's layout. */
export const boothRollbackAnswerSchema = z.object({
  pageKey: z.string(),
  version: z.number(),
  rolledBackFrom: z.number(),
  revision: z.number(),
});

/** POST …/schedules/{version}/cancel: whether the version became the draft (when there was none). */
export const boothCancelAnswerSchema = z.object({
  pageKey: z.string(),
  version: z.number(),
  restoredAsDraft: z.boolean(),
  revision: z.number(),
});

/**
 * GET …/layout: a published version, else the draft, else the live one ('scheduled': a page with nothing
 * live yet opens on its first waiting version), with the revision it was read at.
 */
export const boothLayoutAnswerSchema = z.object({
  pageKey: z.string(),
  source: z.enum(['draft', 'version', 'live', 'scheduled']),
  version: z.nullable(z.number()),
  layout: rawLayoutSchema,
  serverTime: z.number(),
  revision: z.number(),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.number()),
});
export type BoothLayoutAnswer = z.infer<typeof boothLayoutAnswerSchema>;
