import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator's group-buy call was refused. */
export const groupBuyOperatorMessages = defineMessages(
  'server.groupBuyOperator',
  {
    notFound: '没有这个拼团活动',
    taken: (activityNo: string) => `活动编号 ${activityNo} 已被另一个活动使用`,
    unknownSku: (skuNo: string) => `没有 SKU ${skuNo}`,
    priceNotBelow: (saleYuan: string) => `拼团价须低于商品售价 ¥${saleYuan}`,
    notAllowed: (action: string, phase: string) => `活动处于「${phase}」状态，不能${action}`,
    'phase.upcoming': '未开始',
    'phase.live': '进行中',
    'phase.paused': '已暂停',
    'phase.ended': '已结束',
    'action.edit': '编辑',
    'action.pause': '暂停',
    'action.resume': '恢复',
    'action.end': '结束',
  },
  {
    notFound: 'No such group-buy activity',
    taken: (activityNo: string) => `the activity number ${activityNo} is taken by another activity`,
    unknownSku: (skuNo: string) => `there is no SKU ${skuNo}`,
    priceNotBelow: (saleYuan: string) => `the team price must be below the item's price of ¥${saleYuan}`,
    notAllowed: (action: string, phase: string) => `the activity is ${phase}: it cannot be ${action}`,
    'phase.upcoming': 'upcoming',
    'phase.live': 'live',
    'phase.paused': 'paused',
    'phase.ended': 'ended',
    'action.edit': 'edited',
    'action.pause': 'paused',
    'action.resume': 'resumed',
    'action.end': 'ended',
  },
);
