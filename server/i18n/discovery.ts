import { defineMessages } from '../../schemas/i18n/define';

/** Refusals of the e-CNY payment kind, purchase-type products and store following (issue 14). */
export const discoveryServerMessages = defineMessages(
  'server.discovery',
  {
    ecnyNotEligible: (names: string) => `${names} 不支持数字人民币支付，请选择其他支付方式`,
    notPurchaseProduct: (spuNo: string) => `商品 ${spuNo} 不是集采商品`,
    purchaseLimit: (limit: number) => `该集采商品每位客户限购 ${limit} 件`,
    purchaseNoDelivery: (province: string) => `集采商品暂不配送至${province}`,
  },
  {
    ecnyNotEligible: (names: string) => `${names} cannot be paid in e-CNY; choose another way to pay`,
    notPurchaseProduct: (spuNo: string) => `product ${spuNo} is not a bank purchase product`,
    purchaseLimit: (limit: number) => `each customer may buy at most ${limit} of this purchase product`,
    purchaseNoDelivery: (province: string) => `purchase products are not delivered to ${province} yet`,
  },
);
