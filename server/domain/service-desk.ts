import type { Lang } from '../../schemas/i18n/lang';

/**
 * How the simulated customer-service agent understands a message: the topic from keywords in
 * either language, the first matching topic wins (so "退款怎么还没到" is about the refund, not delivery),
 * and the language the customer wrote in.
 */
export type ReplyTopic =
  | 'human'
  | 'refund'
  | 'logistics'
  | 'invoice'
  | 'coupon'
  | 'payment'
  | 'address'
  | 'groupBuy'
  | 'lottery'
  | 'thanks'
  | 'greeting'
  | 'fallback';

const TOPICS: readonly (readonly [ReplyTopic, RegExp])[] = [
  ['human', /人工|真人|投诉|human|real person|complain/i],
  ['refund', /退款|退货|售后|退钱|换货|refund|return|money back/i],
  [
    'logistics',
    /物流|快递|发货|到货|送达|配送|包裹|几天到|什么时候到|ship|deliver|parcel|track|courier|arriv/i,
  ],
  ['invoice', /发票|开票|invoice|receipt/i],
  ['coupon', /优惠|券|满减|打折|coupon|discount|promo/i],
  ['payment', /支付|付款|扣款|数字人民币|\bpa(y|id)\b|payment|charge/i],
  ['address', /地址|收货人|address/i],
  ['groupBuy', /拼团|成团|group buy|team/i],
  ['lottery', /抽奖|中奖|开奖|lottery|prize|draw/i],
  ['thanks', /谢谢|感谢|thank/i],
  ['greeting', /你好|您好|在吗|在不在|\bhello\b|\bhi\b|\bhey\b/i],
];

export function replyTopic(text: string): ReplyTopic {
  for (const [topic, pattern] of TOPICS) if (pattern.test(text)) return topic;
  return 'fallback';
}

const CJK = /[\u3400-\u9fff]/;
const LATIN = /[A-Za-z]/;

/** Chinese characters: Chinese; Latin letters alone: English; neither (digits, emoji): the app's language. */
export function replyLang(text: string, appLang: Lang): Lang {
  if (CJK.test(text)) return 'zh-CN';
  if (LATIN.test(text)) return 'en';
  return appLang;
}
