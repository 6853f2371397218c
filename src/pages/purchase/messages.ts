import { defineMessages } from '../../../schemas/i18n/define';

/** The purchase-type product's panel (/xhProduct/detail, ADR 0017). */
export const purchaseMessages = defineMessages(
  'purchase',
  {
    title: '银行集采',
    partner: '供货方',
    schedule: '发货批次',
    scheduleText: (days: string, hour: number) => `每${days} ${hour}:00 截单，统一发货`,
    weekday: (isoDay: number) => ['周一', '周二', '周三', '周四', '周五', '周六', '周日'][isoDay - 1] ?? '',
    daySeparator: '、',
    batch: '本单发货',
    batchText: (leaves: string, from: string, to: string) => `${leaves} 截单发出，预计 ${from}–${to} 送达`,
    limit: '限购',
    limitText: (limit: number) => `每位客户限购 ${limit} 件`,
    remainingText: (limit: number, remaining: number) => `每位客户限购 ${limit} 件，您还可购 ${remaining} 件`,
    noDelivery: (province: string) => `暂不配送至${province}，请更换收货地址`,
    excluded: (provinces: string) => `不配送：${provinces}`,
  },
  {
    title: 'Bank purchase',
    partner: 'Supplied by',
    schedule: 'Batches',
    scheduleText: (days: string, hour: number) =>
      `Orders close every ${days} at ${hour}:00 and ship together`,
    weekday: (isoDay: number) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoDay - 1] ?? '',
    daySeparator: ', ',
    batch: 'This order',
    batchText: (leaves: string, from: string, to: string) => `Leaves ${leaves}, arrives ${from}–${to}`,
    limit: 'Limit',
    limitText: (limit: number) => `At most ${limit} per customer`,
    remainingText: (limit: number, remaining: number) =>
      `At most ${limit} per customer; you can buy ${remaining} more`,
    noDelivery: (province: string) => `Not delivered to ${province} yet; choose another address`,
    excluded: (provinces: string) => `Not delivered to: ${provinces}`,
  },
);
