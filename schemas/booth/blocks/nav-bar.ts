import { z } from '../../zod';
import { linkSchema } from '../link';
import { itemKey, plainText, slotImage } from '../primitives';
import { defineBlock } from './define';

/** Top tab bar (e.g. the home category tabs). `activeKey` must name one of the items. */
export const navBarItem = z.object({
  key: itemKey,
  label: plainText(20),
  icon: z.optional(slotImage),
  link: linkSchema,
});

export const navBarProps = z
  .object({
    items: z.array(navBarItem).check(z.minLength(1), z.maxLength(12)),
    activeKey: z.optional(itemKey),
  })
  .check(
    z.refine((p) => p.activeKey === undefined || p.items.some((i) => i.key === p.activeKey), {
      error: 'activeKey must match the key of one of the items',
      path: ['activeKey'],
    }),
  );
export const navBarBlock = defineBlock('navBar', navBarProps);
export type NavBarBlock = z.output<typeof navBarBlock>;
