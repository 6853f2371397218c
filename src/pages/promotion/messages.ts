import { defineMessages } from '../../../schemas/i18n/define';

/** Full-discount words on the cart and the product page; amounts come formatted (formatMoneyShort). */
export const promotionMessages = defineMessages(
  'promotion',
  {
    tag: '满减',
    tier: (threshold: string, reduction: string) => `满${threshold}减${reduction}`,
    tierJoin: '，',
    more: (shortfall: string, reduction: string) => `再买${shortfall} 可减${reduction}`,
    done: (reduction: string) => `已减${reduction}`,
    hintsLabel: '满减优惠',
    addOn: '去凑单',
    ended: '活动已结束或不存在',
    noGoods: '活动商品已售完，去逛逛别的吧',
    cartNone: '购物车中还没有参加本活动的商品',
  },
  {
    tag: 'Spend & save',
    tier: (threshold: string, reduction: string) => `${reduction} off ${threshold}`,
    tierJoin: ', ',
    more: (shortfall: string, reduction: string) => `Add ${shortfall} more for ${reduction} off`,
    done: (reduction: string) => `${reduction} off applied`,
    hintsLabel: 'Spend & save offers',
    addOn: 'Add items',
    ended: 'This offer has ended or does not exist',
    noGoods: 'Everything in this offer is gone; have a look around',
    cartNone: 'Nothing in your cart takes part in this offer yet',
  },
);
