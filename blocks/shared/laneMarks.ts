/**
 * What the floating overlays keep off (ADR 0015, floatingLane.ts), as attributes the things themselves
 * carry. Alone in this file so a price or a card can be marked without loading the lane's code.
 */

/** Marks a price: a floating overlay never rests on it. */
export const PRICE_ATTRIBUTE = 'data-mall-price';
/** Marks a product's title on a card: the buttons keep off it too wherever a rise within reach allows. */
export const TITLE_ATTRIBUTE = 'data-mall-title';
