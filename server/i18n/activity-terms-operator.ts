import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator's gift or trial terms call was refused (ADR 0065). */
export const activityTermsOperatorMessages = defineMessages(
  'server.activityTermsOperator',
  {
    notFound: '没有这个 SKU，或它不在赠品或试用活动中',
    otherActivity: (type: number) => `该 SKU 正在另一类活动中（活动类型 ${type}），不能设为赠品或试用`,
    unknownGift: (skuNo: string) => `没有赠品 SKU ${skuNo}`,
    giftIsItself: '赠品须是另一个 SKU',
    priceNotBelow: (saleYuan: string) => `试用价须低于商品售价 ¥${saleYuan}`,
  },
  {
    notFound: 'No such SKU, or it is in no gift or trial activity',
    otherActivity: (type: number) =>
      `the SKU is in another kind of activity (type ${type}): it cannot become a gift or a trial`,
    unknownGift: (skuNo: string) => `there is no gift SKU ${skuNo}`,
    giftIsItself: 'the gift must be another SKU',
    priceNotBelow: (saleYuan: string) => `the trial price must be below the item's price of ¥${saleYuan}`,
  },
);
