import { defineMessages } from './define';
import type { Lang } from './lang';

/**
 * The reasons the cancel sheet offers (GET /api/order/cancel-reasons answers them in the request's
 * language; the page falls back to the same list when that call fails). The chosen text is stored on the
 * order as the shopper read it.
 */
export const cancelReasonMessages = defineMessages(
  'cancelReasons',
  {
    noLongerNeeded: '不想要了',
    wrongContact: '地址或电话填错了',
    wrongItem: '商品或数量选错了',
    betterPrice: '别处价格更优惠',
    other: '其他原因',
  },
  {
    noLongerNeeded: 'No longer needed',
    wrongContact: 'Wrong address or phone',
    wrongItem: 'Wrong item or quantity',
    betterPrice: 'Found a better price',
    other: 'Other',
  },
);

const ORDER = ['noLongerNeeded', 'wrongContact', 'wrongItem', 'betterPrice', 'other'] as const;

/** The reasons in the order the sheet lists them. */
export const cancelReasonsIn = (lang: Lang): string[] => ORDER.map((key) => cancelReasonMessages[lang][key]);
