import { defineMessages } from '../../schemas/i18n/define';

/** Refusals of the e-CNY payment kind, purchase-type products and store following. */
export const discoveryServerMessages = defineMessages(
  'server.discovery',
  {
    ecnyNotEligible: (names: string) => `${names} 不支持数字人民币支付，请选择其他支付方式`,
    notPurchaseProduct: (spuNo: string) => `商品 ${spuNo} 不是集采商品`,
    purchaseLimit: (name: string, limit: number, bought: number) =>
      `${name} 为集采商品，每位客户限购 ${limit} 件，您已购 ${bought} 件`,
    purchaseNoDelivery: (name: string, province: string) => `${name} 为集采商品，暂不配送至${province}`,
  },
  {
    ecnyNotEligible: (names: string) => `${names} cannot be paid in e-CNY; choose another way to pay`,
    notPurchaseProduct: (spuNo: string) => `product ${spuNo} is not a bank purchase product`,
    purchaseLimit: (name: string, limit: number, bought: number) =>
      `${name} is a bank purchase product: at most ${limit} per customer, you have ${bought}`,
    purchaseNoDelivery: (name: string, province: string) =>
      `${name} is a bank purchase product and is not delivered to ${province} yet`,
  },
);
