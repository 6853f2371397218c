import { defineMessages } from '../../schemas/i18n/define';

/** Words more than one block uses: closing, the cart and its count, prices for screen readers. */
export const blockSharedMessages = defineMessages(
  'blocks.shared',
  {
    close: '关闭',
    shoppingCart: '购物车',
    /** '3 件商品' / '3 items'; count is the badge text (up to '99+'). */
    items: (count: string, _one: boolean) => `${count} 件商品`,
    withCount: (what: string, count: string) => `${what}，${count}`,
    originalPrice: (amount: string) => `原价 ${amount}`,
  },
  {
    close: 'Close',
    shoppingCart: 'Shopping cart',
    items: (count: string, one: boolean) => `${count} ${one ? 'item' : 'items'}`,
    withCount: (what: string, count: string) => `${what}, ${count}`,
    originalPrice: (amount: string) => `Original price ${amount}`,
  },
);

export type BlockSharedTexts = (typeof blockSharedMessages)['zh-CN'];
