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
  },
  {
    tag: 'Spend & save',
    tier: (threshold: string, reduction: string) => `${reduction} off ${threshold}`,
    tierJoin: ', ',
    more: (shortfall: string, reduction: string) => `Add ${shortfall} more for ${reduction} off`,
    done: (reduction: string) => `${reduction} off applied`,
    hintsLabel: 'Spend & save offers',
  },
);
