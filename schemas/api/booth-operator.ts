/**
 * Bodies of the booth operator API (/api/booth/operator/pages/:pageKey/*, operator token). Drafts and
 * validate take a layout as raw JSON: the booth store checks it block by block and answers with paths.
 */
import { z } from '../zod';
import { code, count, epochMs, PG_INT_MAX } from './primitives';

/** code-<pageCode> (code-10) or id-<pageId> (id-e-cny); parsePageKey reads it. */
export const pageKeyParamSchema = code(67, /^(?:code-\d{1,4}|id-[A-Za-z0-9_-]{1,64})$/).register(
  z.globalRegistry,
  { examples: ['code-10'] },
);

/** POST publish: publishAt is server time (epoch ms) from which the version is served; default now. */
export const boothPublishRequestSchema = z.object({ publishAt: z.optional(epochMs) });

/** POST rollback: the version to serve again (versions are int4). */
export const boothRollbackRequestSchema = z.object({ version: count(1, PG_INT_MAX) });

/** PUT draft / POST validate: a layout, checked by the booth store. */
export const boothLayoutBodySchema = z.unknown();
