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
 * POST …/preview: a link to the saved draft, on the page's own address, or for a slot on its own screen
 * (issue 35 item 6); the token opens only that draft, until expiresAt.
 */
export const boothPreviewAnswerSchema = z.object({
  previewToken: z.string(),
  url: z.string(),
  expiresAt: z.number(),
});
