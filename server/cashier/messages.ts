import { defineMessages } from '../../schemas/i18n/define';

/** The simulated bank cashier page, rendered in the request's language. */
export const cashierMessages = defineMessages(
  'server.cashier',
  {
    title: '银行收银台',
    heading: '银行收银台（模拟）',
    order: (orderNo: string) => `订单号 ${orderNo}`,
    alreadySettled: (outcome: string) => `该笔支付已${outcome}。点击任一按钮将返回商城，不会重复扣款。`,
    success: '完成',
    failed: '失败',
    cancelled: '取消',
    void: '作废',
    pay: '支付',
    payHint: '支付成功',
    fail: '支付失败',
    failHint: '银行拒绝本次支付',
    cancel: '取消',
    cancelHint: '不支付，直接离开',
    invalidLink: '支付链接无效，请返回商城重新发起支付。',
    problemTitle: '无法继续支付',
  },
  {
    title: 'Bank cashier',
    heading: 'Bank cashier (simulated)',
    order: (orderNo: string) => `Order ${orderNo}`,
    alreadySettled: (outcome: string) =>
      `This payment was already ${outcome}. Any button returns you to the mall; nothing is charged again.`,
    success: 'paid',
    failed: 'declined',
    cancelled: 'cancelled',
    void: 'voided',
    pay: 'Pay',
    payHint: 'Payment succeeds',
    fail: 'Fail',
    failHint: 'The bank declines the payment',
    cancel: 'Cancel',
    cancelHint: 'Leave without paying',
    invalidLink: 'This payment link is not valid. Go back to the mall and start the payment again.',
    problemTitle: 'Payment cannot continue',
  },
);

export type CashierTexts = (typeof cashierMessages)['zh-CN'];
