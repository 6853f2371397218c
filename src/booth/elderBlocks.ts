import type { BlockType } from '../../schemas/booth/block-types';

/**
 * Marketing overlays elder mode never shows (MIIT 适老化: no pop-ups, pendants or countdown pressure):
 * the popup, the floating pendant (coupons, activity badges) and the bottom countdown strip. The cart
 * button, back-to-top and the bars stay: they are how the page is used, not advertising.
 */
const MARKETING_OVERLAYS: ReadonlySet<BlockType> = new Set<BlockType>([
  'popup',
  'pendant',
  'bottomCountdown',
]);

/** Whether elder mode leaves the block out: a marketing overlay, or marked so by the operator. */
export function hiddenInElderMode(block: { type: BlockType; hiddenInElder?: boolean | undefined }): boolean {
  return block.hiddenInElder === true || MARKETING_OVERLAYS.has(block.type);
}
