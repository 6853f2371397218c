import { z } from '../zod';
import { blockSchema } from './blocks/index';
import { identifier, plainText } from './primitives';
import { CURRENT_SCHEMA_VERSION } from './version';

/** Upper bound on blocks per page: keeps validation and rendering bounded on a phone. */
export const MAX_BLOCKS = 300;

const pageFields = {
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  pageId: identifier,
  /** Placement/category code (PAGE_CODES, CATEGORY_TABS); null for pages addressed only by id. */
  pageCode: z.nullable(z.int().check(z.gte(1), z.lte(9999))),
  title: plainText(40),
  /** Published revision, set by the booth store; lets caches tell layouts apart. */
  version: z.int().check(z.gte(1)),
};

/** Page fields checked strictly; blocks left raw so each can be validated (and dropped) alone. */
export const pageSchema = z.object({
  ...pageFields,
  blocks: z.array(z.unknown()).check(z.maxLength(MAX_BLOCKS)),
});

/** The whole layout in one schema (server save/publish, JSON Schema export). */
export const layoutSchema = z.object({
  ...pageFields,
  blocks: z.array(blockSchema).check(z.maxLength(MAX_BLOCKS)),
});

export type Layout = z.output<typeof layoutSchema>;
/** What an operator may write (defaults not yet applied). */
export type LayoutInput = z.input<typeof layoutSchema>;
