import type { SpecialPurchaseRefusal } from '../../schemas/api/special-purchase';
import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator-verification, apple-edu-verify or trade-in call is refused (schemas/api/special-purchase.ts). */
export const specialPurchaseRefusalMessages = defineMessages<Record<SpecialPurchaseRefusal, string>>(
  'server.specialPurchase.refusals',
  {
    not_telecom_sku: '该商品不是运营商用户专享商品',
    not_subscriber: '该号码不是中国联通用户，无法享受专享价',
    send_too_soon: '验证码发送太频繁，请稍后再试',
    send_limit: '今日获取验证码次数过多，请一小时后再试',
    no_code: '请先获取验证码',
    code_expired: '验证码已过期，请重新获取',
    code_wrong: '验证码不正确，请核对后重新输入',
    code_used: '验证码已使用，请重新获取',
    code_locked: '输错次数过多，请重新获取验证码',
    not_education_sku: '该商品不参加教育优惠',
    edu_pending: '已有进行中或已通过的认证，无需重复提交',
    trade_in_model_unknown: '暂不支持回收该机型',
    trade_in_not_found: '估价单不存在',
    trade_in_expired: '估价已过期，请重新估价',
    trade_in_used: '该估价已用于其他订单',
    trade_in_not_allowed: '订单中没有支持以旧换新的商品',
  },
  {
    not_telecom_sku: 'This product has no carrier-user price',
    not_subscriber: 'This number is not a China Unicom subscriber, so the telecom price does not apply',
    send_too_soon: 'A code was sent just now; please wait before asking again',
    send_limit: 'Too many codes asked for; please try again in an hour',
    no_code: 'Please get a verification code first',
    code_expired: 'This code has expired; please get a new one',
    code_wrong: 'The code is not right; please check it and try again',
    code_used: 'This code has been used; please get a new one',
    code_locked: 'Too many wrong tries; please get a new code',
    not_education_sku: 'This product has no education offer',
    edu_pending: 'You already have a verification in progress or approved',
    trade_in_model_unknown: 'This model cannot be traded in yet',
    trade_in_not_found: 'This estimate does not exist',
    trade_in_expired: 'This estimate has expired; please get a new one',
    trade_in_used: 'This estimate has already been used for an order',
    trade_in_not_allowed: 'Nothing in this order takes a trade-in',
  },
);
