import { defineMessages } from '../../schemas/i18n/define';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 'MM-DD HH:mm' in China time: the mall's sales are announced in Beijing time. */
const chinaMinute = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(5, 16).replace('T', ' ');

/**
 * Why product-detail/validate says a quantity cannot be bought now (server/routes/marketing/product-speed.ts),
 * in both languages. The buy-now button shows it as it comes.
 */
export const productValidateMessages = defineMessages(
  'server.productValidate',
  {
    storeClosed: '所在店铺已关闭，暂时无法购买',
    offShelf: '商品已下架，暂时无法购买',
    notStarted: (startAt: number) => `商品尚未开售，${chinaMinute(startAt)} 开抢`,
    notStartedNoTime: '商品尚未开售，敬请期待',
    soldOut: '商品已售罄',
    overStock: (left: number) => `库存不足，仅剩 ${left} 件`,
    overLimit: (limit: number) => `每单限购 ${limit} 件`,
  },
  {
    storeClosed: 'The store is closed; this cannot be bought now',
    offShelf: 'This product is off the shelf',
    notStarted: (startAt: number) =>
      `Not on sale yet: the sale starts ${chinaMinute(startAt)} (Beijing time)`,
    notStartedNoTime: 'Not on sale yet',
    soldOut: 'Sold out',
    overStock: (left: number) => `Not enough stock: only ${left} left`,
    overLimit: (limit: number) => `At most ${limit} per order`,
  },
);
