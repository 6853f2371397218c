import { defineMessages } from '../../../schemas/i18n/define';

/** Words the campaign tabs share (issue 35): the tabs' names, the list filter, phases, save results. */
export const campaignMessages = defineMessages(
  'console.campaigns',
  {
    tabCoupons: '优惠券',
    tabLotteries: '抽奖',
    filter: '筛选',
    filterHint: '编号或名称',
    phase: '状态',
    phaseAll: '全部',
    'phase.upcoming': '未开始',
    'phase.live': '进行中',
    'phase.ended': '已结束',
    noMatch: '没有符合筛选条件的项',
    saved: '已保存',
    failed: (message: string) => `操作失败：${message}`,
    optional: '（可选）',
    readOnly: '您的角色只能查看，不能新建或执行',
  },
  {
    tabCoupons: 'Coupons',
    tabLotteries: 'Lotteries',
    filter: 'Filter',
    filterHint: 'Number or name',
    phase: 'Phase',
    phaseAll: 'All',
    'phase.upcoming': 'Upcoming',
    'phase.live': 'Live',
    'phase.ended': 'Ended',
    noMatch: 'Nothing matches the filter',
    saved: 'Saved',
    failed: (message: string) => `Failed: ${message}`,
    optional: ' (optional)',
    readOnly: 'Your role may look but not create or run anything here',
  },
);
