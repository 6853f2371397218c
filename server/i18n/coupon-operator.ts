import { defineMessages } from '../../schemas/i18n/define';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 'YYYY-MM-DD HH:mm' in Beijing time, the console's own clock. */
const beijingMinute = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The operators' coupon templates (ADR 0069). A refused edit names the body's field, so the
 * console can put the words under it.
 */
export const couponOperatorMessages = defineMessages(
  'server.couponOperator',
  {
    templateTaken: (couponNo: string) => `券编号 ${couponNo} 已被另一张券使用`,
    templateMissing: (couponNo: string) => `没有编号为 ${couponNo} 的券`,
    changedBy: (who: string, at: number) =>
      `这张券已由 ${who} 于 ${beijingMinute(at)}（北京时间）修改，请重新载入后再编辑`,
    changedUnknown: '这张券已被修改，请重新载入后再编辑',
    fieldEnded: (field: string) => `券已结束，不能再修改（${field}）`,
    fieldIssued: (field: string) =>
      `券已发出，${field} 不能再修改；只能改名称、增加库存、延后结束时间和是否上领券中心`,
    stockDown: (field: string) => `库存只能增加，不能少于已发出的张数（${field}）`,
    endEarlier: (field: string) => `券已发出，结束时间只能延后（${field}）`,
    targetMissing: (field: string, value: string) => `${field}：${value} 不存在`,
  },
  {
    templateTaken: (couponNo: string) => `the coupon number ${couponNo} is taken by another coupon`,
    templateMissing: (couponNo: string) => `there is no coupon numbered ${couponNo}`,
    changedBy: (who: string, at: number) =>
      `The coupon was changed by ${who} at ${beijingMinute(at)} (Beijing time); reload it before editing`,
    changedUnknown: 'The coupon was changed; reload it before editing',
    fieldEnded: (field: string) => `The coupon has ended; ${field} can no longer change`,
    fieldIssued: (field: string) =>
      `Coupons of it are issued, so ${field} can no longer change; only the name, more stock, a later end and the center listing can`,
    stockDown: (field: string) => `${field} can only go up, never below the coupons issued`,
    endEarlier: (field: string) => `Coupons of it are issued, so ${field} can only move later`,
    targetMissing: (field: string, value: string) => `${field}: ${value} does not exist`,
  },
);
