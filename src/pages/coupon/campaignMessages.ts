import { defineMessages } from '../../../schemas/i18n/define';

/** What a campaign link's coupon (couponToken=…) tells the shopper on arrival (campaignLink.ts). */
export const campaignMessages = defineMessages(
  'coupon.campaign',
  {
    sentTitle: '优惠券已到账',
    sent: (name: string) => `「${name}」已放入您的券包`,
    alreadyTitle: '您已领取过',
    already: (name: string) => `「${name}」已在您的券包中，每人限领一次`,
    refusedTitle: '领取失败',
    unknownToken: '活动链接无效',
    ended: '活动已结束',
    soldOut: '优惠券已抢光',
    ok: '知道了',
  },
  {
    sentTitle: 'Coupon received',
    sent: (name: string) => `“${name}” is now in your coupons`,
    alreadyTitle: 'Already received',
    already: (name: string) => `“${name}” is already in your coupons; one per customer`,
    refusedTitle: 'Could not get the coupon',
    unknownToken: 'This campaign link is not valid',
    ended: 'This campaign has ended',
    soldOut: 'These coupons are all gone',
    ok: 'OK',
  },
);
