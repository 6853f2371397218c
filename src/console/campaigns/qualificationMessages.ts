import { defineMessages } from '../../../schemas/i18n/define';

/**
 * The console's qualification-draw tab: words of its own; the draw, its verification and
 * the windows are worded as the code lotteries' (lotteryMessages).
 */
export const qualificationMessages = defineMessages(
  'console.qualification',
  {
    heading: '资格抽签',
    empty: '还没有资格抽签活动',
    product: '商品',
    prices: '首发价 / 原价',
    pricePair: (launch: string, sale: string) => `¥${launch} / ¥${sale}`,
    counts: '名额 / 参与 / 中签',
    countTriple: (quota: number, entrants: number, winners: number) => `${quota} / ${entrants} / ${winners}`,
    won: '中签',
    skuNo: '商品 SKU',
    launchPrice: '首发价（元）',
    quota: '名额（预留库存）',
    imageUrl: '活动图片地址（可选）',
    skuNoBad: '请填写 SKU 编号',
    launchPriceBad: '请填写首发价（大于 0，最多两位小数）',
    quotaBad: '名额须为 1–10000 的整数',
    created: (activityNo: string) => `已创建资格抽签 ${activityNo}`,
  },
  {
    heading: 'Qualification draws',
    empty: 'No qualification draw yet',
    product: 'Product',
    prices: 'Launch price / price',
    pricePair: (launch: string, sale: string) => `¥${launch} / ¥${sale}`,
    counts: 'Quota / entrants / winners',
    countTriple: (quota: number, entrants: number, winners: number) => `${quota} / ${entrants} / ${winners}`,
    won: 'Won',
    skuNo: 'SKU number',
    launchPrice: 'Launch price (yuan)',
    quota: 'Quota (stock held)',
    imageUrl: 'Picture address (optional)',
    skuNoBad: 'Enter the SKU number',
    launchPriceBad: 'Enter a launch price above 0 with at most two decimals',
    quotaBad: 'The quota is a whole number from 1 to 10000',
    created: (activityNo: string) => `Qualification draw ${activityNo} created`,
  },
);
