import type { ChangeRequestState } from '../../schemas/api/approvals';
import { defineMessages } from '../../schemas/i18n/define';

const STATE_ZH: Record<ChangeRequestState, string> = {
  pending: '待审批',
  approved: '已批准',
  rejected: '已驳回',
  applied: '已生效',
  withdrawn: '已撤回',
  expired: '已过期',
};

/** Maker-checker and the audit log. */
export const approvalMessages = defineMessages(
  'server.approvals',
  {
    requestMissing: (id: number) => `没有变更申请 ${id}`,
    ownRequest: '不能审批自己提交的变更申请，请由另一位操作员审批',
    notPending: (state: ChangeRequestState) => `该变更申请${STATE_ZH[state]}，不能再审批`,
    approverRole: '当前角色不能审批这类变更：审批人须有权直接执行该操作',
    notMaker: '只有提交人可以撤回自己的变更申请',
    notWithdrawable: (state: ChangeRequestState) => `该变更申请${STATE_ZH[state]}，不能再撤回`,
  },
  {
    requestMissing: (id: number) => `there is no change request ${id}`,
    ownRequest: 'you cannot approve your own change request; another operator must',
    notPending: (state: ChangeRequestState) => `this change request is already ${state}`,
    approverRole: 'your role may not approve this kind of change: the approver must be allowed to make it',
    notMaker: 'only the operator who made a change request may withdraw it',
    notWithdrawable: (state: ChangeRequestState) =>
      `this change request is already ${state}; it cannot be withdrawn`,
  },
);
