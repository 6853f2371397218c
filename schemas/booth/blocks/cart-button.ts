import * as z from 'zod';
import { defineBlock } from './define';

/** Floating cart icon with the count badge; opens the cart (spec: after 200 ms). */
export const cartButtonProps = z.object({
  position: z.enum(['left', 'right']).default('right'),
  /** Distance from the bottom safe-area edge in CSS px. */
  bottomOffset: z.int().min(0).max(400).default(96),
});
export const cartButtonBlock = defineBlock('cartButton', cartButtonProps);
export type CartButtonBlock = z.output<typeof cartButtonBlock>;
