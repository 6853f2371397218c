/**
 * Block type names and where they render. Zod-free so the block registry, the renderer and the
 * server can key on them without importing any schema.
 */
export const BLOCK_TYPES = [
  'picture',
  'swiper',
  'productRows',
  'noticeBoard',
  'backTop',
  'cartButton',
  'popup',
  'pendant',
  'navBar',
  'bottomBar',
  'bottomCountdown',
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

export type Placement = 'flow' | 'overlay';

/** Flow blocks stack in the scroll body; overlay blocks sit in the fixed layer (safe-area padded). */
export const BLOCK_PLACEMENT: { readonly [T in BlockType]: Placement } = {
  picture: 'flow',
  swiper: 'flow',
  productRows: 'flow',
  noticeBoard: 'flow',
  backTop: 'overlay',
  cartButton: 'overlay',
  popup: 'overlay',
  pendant: 'overlay',
  navBar: 'overlay',
  bottomBar: 'overlay',
  bottomCountdown: 'overlay',
};

/** At most one live block of each of these per page (cross-block rule). */
export const SINGLETON_BLOCK_TYPES = [
  'navBar',
  'bottomBar',
  'bottomCountdown',
] as const satisfies readonly BlockType[];

/** Pendant positions 1-6 (spec: left/right x top/middle/bottom), numbered down the left then the right. */
export const PENDANT_POSITIONS = {
  1: { side: 'left', vertical: 'top' },
  2: { side: 'left', vertical: 'middle' },
  3: { side: 'left', vertical: 'bottom' },
  4: { side: 'right', vertical: 'top' },
  5: { side: 'right', vertical: 'middle' },
  6: { side: 'right', vertical: 'bottom' },
} as const;

export type PendantPosition = keyof typeof PENDANT_POSITIONS;

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);
}
