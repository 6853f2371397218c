import { z } from '../../zod';
import { defineBlock } from './define';

/** Floating cart icon with the count badge; opens the cart (spec: after 200 ms). */
export const cartButtonProps = z.object({
  position: z._default(z.enum(['left', 'right']), 'right'),
  /** Distance from the bottom safe-area edge in CSS px. */
  bottomOffset: z._default(z.int().check(z.gte(0), z.lte(400)), 96),
});
export const cartButtonBlock = defineBlock('cartButton', cartButtonProps);
export type CartButtonBlock = z.output<typeof cartButtonBlock>;
