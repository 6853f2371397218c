import { BLOCK_PLACEMENT, type BlockType } from '../../schemas/booth/block-types';

/** Flow blocks from the top whose images the app loads at high priority (src/booth EAGER_FLOW_BLOCKS). */
const EAGER_FLOW_BLOCKS = 2;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const srcOf = (image: unknown): string | null =>
  isObject(image) && typeof image.src === 'string' ? image.src : null;

/** The picture a block shows first: a swiper's first slide, a picture's image; null for the others. */
function firstPicture(block: Loose): string | null {
  const props = isObject(block.props) ? block.props : {};
  if (block.type === 'picture') return srcOf(props.image);
  if (block.type === 'swiper' && Array.isArray(props.slides)) {
    const first: unknown = props.slides[0];
    return isObject(first) ? srcOf(first.image) : null;
  }
  return null;
}

const startsLater = (block: Loose, now: number): boolean =>
  isObject(block.schedule) && typeof block.schedule.start === 'number' && block.schedule.start > now;
const ended = (block: Loose, now: number): boolean =>
  isObject(block.schedule) && typeof block.schedule.end === 'number' && block.schedule.end <= now;
const liveBlocks = (layout: unknown, now: number): Loose[] =>
  isObject(layout) && Array.isArray(layout.blocks)
    ? layout.blocks.filter((b): b is Loose => isObject(b) && !startsLater(b, now) && !ended(b, now))
    : [];

/** Only addresses a page may load as written: the mall's own paths and https (the page's img-src). */
export const loadable = (src: string): boolean => /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);

/**
 * The likely LCP image of a published layout: the first picture among the first-screen flow blocks
 * (those the app loads eagerly at high priority), so index.html can name it for a preload before any
 * script runs. Works on the stored layout as it is (unvalidated JSON): anything unexpected
 * answers null, and the page then simply has no hint.
 */
export function firstScreenImage(layout: unknown, now: number): string | null {
  if (!isObject(layout) || !Array.isArray(layout.blocks)) return null;
  let flowIndex = 0;
  for (const block of layout.blocks) {
    if (flowIndex >= EAGER_FLOW_BLOCKS) return null;
    if (!isObject(block) || startsLater(block, now)) continue;
    if (BLOCK_PLACEMENT[block.type as BlockType] !== 'flow') continue;
    const src = firstPicture(block);
    if (src !== null) return loadable(src) ? src : null;
    flowIndex += 1;
  }
  return null;
}

/**
 * The picture of the popup a first visit opens over the page (the seeded home page's new-customer
 * coupon): on such a visit it is the largest paint, and it is found only after the booth chunk, the
 * layout call and the blocks chunk. Named beside the first-screen picture; a returning
 * shopper whose popup is spent loads a few KB for nothing, which the first visit repays.
 */
export function entryPopupImage(layout: unknown, now: number): string | null {
  const popup = liveBlocks(layout, now).find((b) => b.type === 'popup');
  const src = popup && isObject(popup.props) ? srcOf(popup.props.image) : null;
  return src !== null && loadable(src) ? src : null;
}
