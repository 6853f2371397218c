import { defineMessages } from '../../schemas/i18n/define';

/**
 * The message center's messages made by events, worded when they are read, in the reader's
 * language; the Chinese wording is also stored with the row. Parameters: order and store numbers, names
 * from the catalogue, an amount already formatted.
 */
export const messageCenterMessages = defineMessages(
  'server.messageCenter',
  {
    'shipped.title': '订单已发货',
    'shipped.content': (orderNo: string, store: string) =>
      `您在${store}购买的订单 ${orderNo} 已发货，点击查看订单详情与物流进度。`,
    'refunded.title': '退款成功',
    'refunded.content': (orderNo: string, amount: string) =>
      `订单 ${orderNo} 的退款 ${amount} 已原路退回您的支付账户。`,
    'teamFilled.title': '拼团成功',
    'teamFilled.content': (title: string) => `您参加的「${title}」已成团，商品将尽快为您发货。`,
    'lotteryWon.title': '恭喜您中奖',
    'lotteryWon.content': (title: string, prize: string) =>
      `「${title}」已开奖，您抽中了${prize}，请在领奖期限内下单领取。`,
    'lotteryLost.title': '开奖结果',
    'lotteryLost.content': (title: string) => `「${title}」已开奖，很遗憾本次未中奖，感谢您的参与。`,
  },
  {
    'shipped.title': 'Your order has shipped',
    'shipped.content': (orderNo: string, store: string) =>
      `Order ${orderNo} from ${store} has shipped. Tap to see the order and its delivery progress.`,
    'refunded.title': 'Refund completed',
    'refunded.content': (orderNo: string, amount: string) =>
      `The refund of ${amount} for order ${orderNo} has gone back to the account you paid with.`,
    'teamFilled.title': 'Your group buy is complete',
    'teamFilled.content': (title: string) => `Your team for "${title}" is full; the goods ship soon.`,
    'lotteryWon.title': 'Congratulations, you won',
    'lotteryWon.content': (title: string, prize: string) =>
      `"${title}" has been drawn and you won ${prize}. Claim it before the deadline.`,
    'lotteryLost.title': 'Lottery result',
    'lotteryLost.content': (title: string) =>
      `"${title}" has been drawn. You did not win this time; thank you for taking part.`,
  },
);

export type MessageCenterWords = (typeof messageCenterMessages)['en'];
