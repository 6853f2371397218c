import { defineMessages } from '../../../schemas/i18n/define';

/** The console's list of customers' account deletion requests. */
export const privacyRequestsMessages = defineMessages(
  'console.privacyRequests',
  {
    tab: '个人信息请求',
    heading: '账户注销申请',
    note: '仅显示客户编号；每次查看都会记入审计日志。',
    customer: '客户编号',
    state: '状态',
    requestedAt: '申请时间',
    dueAt: '冷静期结束',
    endedAt: '撤销/完成时间',
    empty: '暂无申请',
    pending: '冷静期中',
    cancelled: '已撤销',
    done: '已注销',
  },
  {
    tab: 'Personal data requests',
    heading: 'Account deletion requests',
    note: 'Customers are shown by number only; every view is recorded in the audit log.',
    customer: 'Customer id',
    state: 'State',
    requestedAt: 'Requested',
    dueAt: 'Cooling-off ends',
    endedAt: 'Cancelled / done',
    empty: 'No requests',
    pending: 'Cooling off',
    cancelled: 'Cancelled',
    done: 'Deleted',
  },
);
