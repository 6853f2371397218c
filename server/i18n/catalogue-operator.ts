import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator's product or store call was refused (ADR 0068). */
export const catalogueOperatorMessages = defineMessages(
  'server.catalogueOperator',
  {
    productNotFound: '没有这个商品',
    storeNotFound: '没有这个店铺',
    offlineNotFound: '没有这个线下门店',
    offlineTaken: (offlineNo: string) => `门店编号 ${offlineNo} 已被另一个门店使用`,
    unknownStore: (storeNo: string) => `没有店铺 ${storeNo}`,
  },
  {
    productNotFound: 'No such product',
    storeNotFound: 'No such store',
    offlineNotFound: 'No such offline store',
    offlineTaken: (offlineNo: string) => `the store number ${offlineNo} is taken by another store`,
    unknownStore: (storeNo: string) => `there is no store ${storeNo}`,
  },
);
