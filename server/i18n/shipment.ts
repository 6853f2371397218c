import { defineMessages } from '../../schemas/i18n/define';

/**
 * The product page's shipment line as the server words it (deliveryNote, the generic destination), in the
 * caller's language: a Chinese shopper reads Chinese, never the server's English.
 */
export const shipmentServerMessages = defineMessages(
  'server.shipment',
  {
    mainland: '中国大陆',
    remote: (surcharge: string) => `偏远地区：配送时间较长，每个包裹加收运费${surcharge}。`,
    insured: '保价发货，签收需本人确认。',
    freeFrom: (amount: string) => `本店满${amount}包邮。`,
    free: '包邮。',
    addAddress: '添加收货地址，可查看准确送达时间。',
    /** Two notes in a row: nothing after a Chinese full stop. */
    joinNotes: (a: string, b: string) => `${a}${b}`,
  },
  {
    mainland: 'Mainland China',
    remote: (surcharge: string) =>
      `Remote region: delivery takes longer and each parcel costs ${surcharge} more.`,
    insured: 'Ships insured; signature required on delivery.',
    freeFrom: (amount: string) => `Free shipping on orders from ${amount} at this store.`,
    free: 'Free shipping.',
    addAddress: 'Add a delivery address for an exact estimate.',
    joinNotes: (a: string, b: string) => `${a} ${b}`,
  },
);

export type ShipmentWords = (typeof shipmentServerMessages)['en'];
