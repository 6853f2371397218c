import { z } from '../../zod';
import { linkSchema } from '../link';
import { itemKey, plainText, slotImage } from '../primitives';
import { defineBlock } from './define';

/** Fixed bottom bar of 2-5 items; `badge: 'cart'` shows the cart count on that item. */
export const bottomBarItem = z.object({
  key: itemKey,
  label: plainText(10),
  icon: slotImage,
  activeIcon: z.optional(slotImage),
  link: linkSchema,
  badge: z.optional(z.enum(['cart'])),
});

export const bottomBarProps = z
  .object({
    items: z.array(bottomBarItem).check(z.minLength(2), z.maxLength(5)),
    activeKey: z.optional(itemKey),
  })
  .check(
    z.refine((p) => p.activeKey === undefined || p.items.some((i) => i.key === p.activeKey), {
      error: 'activeKey must match the key of one of the items',
      path: ['activeKey'],
    }),
  );
export const bottomBarBlock = defineBlock('bottomBar', bottomBarProps);
export type BottomBarBlock = z.output<typeof bottomBarBlock>;
