import { defineMessages } from '../../schemas/i18n/define';

/** Why an instant-message or message-center call is refused (ImRefusal reasons, schemas/api/im.ts). */
export const imRefusalMessages = defineMessages(
  'server.im.refusals',
  {
    message_not_found: '消息不存在',
    thread_not_found: '会话不存在',
    order_not_found: '订单不存在',
    store_not_found: '店铺不存在',
  },
  {
    message_not_found: 'This message does not exist',
    thread_not_found: 'This conversation does not exist',
    order_not_found: 'This order does not exist',
    store_not_found: 'This store does not exist',
  },
);

/**
 * The simulated customer-service agent's canned answers (services/service-desk.ts), one per topic its
 * keywords recognise (domain/service-desk.ts), in the language the customer wrote in.
 */
export const serviceDeskMessages = defineMessages(
  'server.serviceDesk',
  {
    greeting: '您好，我是商城客服小招，很高兴为您服务。请问有什么可以帮您？',
    logistics: '订单付款后商家会尽快发货，发货后可在「我的订单」中点击订单查看物流进度。',
    logisticsOrder: (orderNo: string, status: string) =>
      `已为您查询到订单 ${orderNo}，当前状态：${status}。物流进度可在订单详情中随时查看，还有其他问题可以继续问我。`,
    refund:
      '如需退款或退货，请在订单详情中点击商品下方的「申请售后」；商家会在 48 小时内处理，退款将原路退回。',
    invoice: '订单完成后可在订单详情中申请开具电子发票，开具后可随时查看和下载。',
    coupon: '可用的优惠券会在确认订单时自动推荐，您也可以在「我的优惠券」和「领券中心」查看。',
    payment: '支付由银行收银台完成；如付款失败，订单会保留至付款截止时间，您可以在订单详情中继续支付。',
    address: '订单发货前可以在订单详情中修改收货地址，发货后暂不支持修改。',
    groupBuy: '拼团在规定时间内凑齐人数即成团并发货；未成团会自动全额退款。',
    lottery: '抽奖会在活动页面公布的时间开奖，开奖结果会通过消息中心通知您。',
    human: '已为您记录问题，人工客服将在工作时间（9:00-21:00）尽快与您联系。',
    thanks: '不客气，祝您购物愉快！还有其他问题随时找我。',
    fallback: '收到您的问题啦。您可以描述一下具体情况（如物流、退款、发票、优惠券），我来为您解答。',
  },
  {
    greeting: 'Hello, this is the mall’s customer service. How can I help you today?',
    logistics:
      'The store ships soon after payment; once shipped, open the order in My orders to follow its delivery.',
    logisticsOrder: (orderNo: string, status: string) =>
      `I found order ${orderNo}; it is ${status}. You can follow its delivery in the order details any time.`,
    refund:
      'For a refund or return, tap "Apply for after-sales" under the item in the order details; the store answers within 48 hours and the money goes back the way you paid.',
    invoice:
      'Once the order is complete you can ask for an e-invoice in the order details and download it any time.',
    coupon:
      'Usable coupons are suggested when you confirm an order; see My coupons and the Coupon center too.',
    payment:
      'Payment happens at the bank cashier; if it failed, the order waits until its payment deadline and you can pay again from its details.',
    address: 'You can change the delivery address in the order details until the order ships.',
    groupBuy:
      'A team that fills within its time ships; a team that does not is refunded in full automatically.',
    lottery: 'The lottery is drawn at the time shown on its page; the message center tells you the result.',
    human: 'I have noted your question; a colleague will contact you during service hours (9:00-21:00).',
    thanks: 'You are welcome, enjoy your shopping! Ask me any time.',
    fallback:
      'Got it. Could you tell me a little more (delivery, refund, invoice, coupons)? I will help you with it.',
  },
);

export type ServiceDeskWords = (typeof serviceDeskMessages)['en'];
