/**
 * Booth slots: the spec's page-placement codes on the transactional screens (§2) carry operator
 * content rendered by the booth pipeline, limited to the block types that fit the screen. Zod-free so the
 * server's layout check and the app's PlacementSlot share it without pulling any schema code.
 */
import { BLOCK_TYPES, type BlockType } from './block-types';
import type { LayoutIssue } from './issues';

/** Flow blocks only: a slot sits inside a hand-written screen, which owns its bars, popups and overlays. */
export const SLOT_BLOCK_TYPES = {
  /** billboard (rank list): banners, notices and recommendations */
  31: ['picture', 'swiper', 'noticeBoard', 'productRows'],
  /** coupon center: a banner or a notice above the coupons */
  32: ['picture', 'swiper', 'noticeBoard'],
  /** big lottery home: a banner or a notice */
  33: ['picture', 'swiper', 'noticeBoard'],
  /** pay result: recommendations under the result, a banner */
  40: ['picture', 'noticeBoard', 'productRows'],
  /** shopping cart: a banner, a notice, recommendations under the lines */
  41: ['picture', 'swiper', 'noticeBoard', 'productRows'],
  /** logistics information: a banner or a notice */
  42: ['picture', 'noticeBoard'],
  /** order details: a banner, a notice, recommendations */
  43: ['picture', 'noticeBoard', 'productRows'],
  /** product detail: a coupon strip (notice) or a banner; never other products beside the one on sale */
  46: ['picture', 'noticeBoard'],
} as const satisfies Record<number, readonly BlockType[]>;

export type SlotCode = keyof typeof SLOT_BLOCK_TYPES;
export const SLOT_CODES = Object.keys(SLOT_BLOCK_TYPES).map(Number) as SlotCode[];

export const isSlotCode = (code: number | null | undefined): code is SlotCode =>
  code !== null && code !== undefined && Object.hasOwn(SLOT_BLOCK_TYPES, code);

/** Whether a block of this type may show in this slot. */
export const fitsSlot = (code: SlotCode, type: string): boolean =>
  (SLOT_BLOCK_TYPES[code] as readonly string[]).includes(type);

/**
 * The block types a page may hold: a slot's allowlist, every type for any other page. The console's
 * palette offers exactly these, and slotIssues below is what the server refuses, so the two cannot drift.
 */
export const blockTypesFor = (pageCode: number | null | undefined): readonly BlockType[] =>
  isSlotCode(pageCode) ? SLOT_BLOCK_TYPES[pageCode] : BLOCK_TYPES;

/**
 * The operators' rule for a slot's layout: every block must be of a type the slot allows. One issue per
 * misplaced block, with its path, like the other layout issues.
 */
export function slotIssues(pageCode: number | null, blocks: readonly unknown[]): LayoutIssue[] {
  if (!isSlotCode(pageCode)) return [];
  const allowed = SLOT_BLOCK_TYPES[pageCode];
  const issues: LayoutIssue[] = [];
  blocks.forEach((block, index) => {
    const { id, type } = (typeof block === 'object' && block !== null ? block : {}) as {
      id?: unknown;
      type?: unknown;
    };
    if (typeof type !== 'string' || fitsSlot(pageCode, type)) return;
    issues.push({
      path: `blocks[${index}].type`,
      message: `block type "${type}" does not fit slot ${pageCode}; allowed: ${allowed.join(', ')}`,
      blockId: typeof id === 'string' ? id : null,
      type,
    });
  });
  return issues;
}
