import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { defineMessages } from '../../schemas/i18n/define';

const ROLE_ZH: Record<OperatorRole, string> = {
  editor: '编辑',
  publisher: '发布员',
  marketing: '营销',
  auditor: '审计员',
  administrator: '管理员',
};

/** Operator access (issue 35): sign-in, the role gate and accounts management. */
export const operatorMessages = defineMessages(
  'server.operators',
  {
    credentialsWrong: '操作员令牌或会话无效',
    tokenOff: '共享操作员令牌已停用，请使用个人账号登录',
    csrfWrong: '控制台会话校验失败，请刷新后重试',
    sessionEnded: '控制台会话已结束，请重新登录',
    signInFailed: '账号或密码错误，或账号已停用',
    throttled: (minutes: number) => `登录失败次数过多，已暂时锁定，请 ${minutes} 分钟后再试`,
    roleRefused: (role: OperatorRole) => `当前角色（${ROLE_ZH[role]}）无权执行此操作`,
    routeUnlisted: '该操作员接口未登记角色权限，已拒绝',
    accountTaken: (name: string) => `账号 ${name} 已存在`,
    accountMissing: (name: string) => `没有账号 ${name}`,
    lastAdministrator: '不能停用或降级最后一个管理员账号',
  },
  {
    credentialsWrong: 'operator token or console session missing or wrong',
    tokenOff: 'the shared operator token is turned off; sign in with your own account',
    csrfWrong: 'console session check failed; reload and try again',
    sessionEnded: 'the console session has ended; sign in again',
    signInFailed: 'wrong account name or password, or the account is disabled',
    throttled: (minutes: number) => `too many failed sign-ins; locked for now, try again in ${minutes} min`,
    roleRefused: (role: OperatorRole) => `your role (${role}) may not do this`,
    routeUnlisted: 'this operator endpoint has no roles listed, so it is refused',
    accountTaken: (name: string) => `account ${name} already exists`,
    accountMissing: (name: string) => `there is no account ${name}`,
    lastAdministrator: 'the last administrator account cannot be disabled or given another role',
  },
);
