import { defineMessages } from '../../schemas/i18n/define';

/** The operators' coupon templates (issue 35). */
export const couponOperatorMessages = defineMessages(
  'server.couponOperator',
  { templateTaken: (couponNo: string) => `券编号 ${couponNo} 已被另一张券使用` },
  { templateTaken: (couponNo: string) => `the coupon number ${couponNo} is taken by another coupon` },
);
