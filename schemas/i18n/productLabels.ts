import type { ACTIVITY_TEXT, PRICE_LABEL_TEXT } from '../api/labels';
import { defineMessages } from './define';

/**
 * Shopper-facing names of the spec's product codes (§3): price labels, stock states and activity types,
 * shared by the product-row block and the product page so a label reads the same everywhere.
 */
export const productLabelMessages = defineMessages(
  'productLabels',
  {
    flashPrice: '秒杀价',
    interestFree: '免息分期',
    deposit: '定金',
    presalePrice: '预售价',
    digitalYuan: '数字人民币',
    telecomExclusive: '运营商用户专享',
    educationOffer: '教育优惠',
    soldOut: '已售罄',
    snappedUp: '已抢光',
    comingSoon: '即将开售',
    flashSale: '秒杀',
    limitedPurchase: '限购',
    gift: '赠品',
    presale: '预售',
    trial: '试用',
    groupBuy: '拼团',
    limitedInstalment: '限时分期',
  },
  {
    flashPrice: 'Flash price',
    interestFree: 'Interest-free instalments',
    deposit: 'Deposit',
    presalePrice: 'Presale price',
    digitalYuan: 'Digital yuan',
    telecomExclusive: 'Carrier-user exclusive',
    educationOffer: 'Education offer',
    soldOut: 'Sold out',
    snappedUp: 'Snapped up',
    comingSoon: 'Coming soon',
    flashSale: 'Flash sale',
    limitedPurchase: 'Limited purchase',
    gift: 'Gift',
    presale: 'Presale',
    trial: 'Trial',
    groupBuy: 'Group buy',
    limitedInstalment: 'Limited-time instalment',
  },
);

type LabelKey = keyof (typeof productLabelMessages)['zh-CN'];

/** Price-label code → message key (the codes are those of PRICE_LABEL_TEXT). */
export const PRICE_LABEL_KEYS = {
  1: 'flashPrice',
  2: 'interestFree',
  3: 'deposit',
  4: 'presalePrice',
  5: 'presalePrice',
  8: 'digitalYuan',
  26: 'telecomExclusive',
  101: 'educationOffer',
} as const satisfies Record<keyof typeof PRICE_LABEL_TEXT, LabelKey>;

/** Stock state → message key; 0 (in stock) has no label. */
export const STOCK_STATE_KEYS = {
  0: null,
  1: 'soldOut',
  2: 'snappedUp',
  3: 'comingSoon',
} as const satisfies Record<0 | 1 | 2 | 3, LabelKey | null>;

/** Activity type → message key. */
export const ACTIVITY_KEYS = {
  1: 'flashSale',
  2: 'limitedPurchase',
  3: 'gift',
  4: 'presale',
  5: 'trial',
  6: 'groupBuy',
  7: 'limitedInstalment',
} as const satisfies Record<keyof typeof ACTIVITY_TEXT, LabelKey>;
