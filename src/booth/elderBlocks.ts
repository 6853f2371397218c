import type { BlockType } from '../../schemas/booth/block-types';

/**
 * Whether elder mode leaves the block out (ADR 0043): marked so by the operator, or a marketing overlay
 * (MIIT 适老化: no pop-ups, pendants or countdown pressure) — the popup, the floating pendant (coupons,
 * activity badges) and the bottom countdown strip. The cart button, back-to-top and the bars stay: they
 * are how the page is used, not advertising.
 */
export const hiddenInElderMode = (block: { type: BlockType; hiddenInElder?: boolean | undefined }): boolean =>
  block.hiddenInElder === true ||
  block.type === 'popup' ||
  block.type === 'pendant' ||
  block.type === 'bottomCountdown';
