import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { defineMessages } from '../../schemas/i18n/define';

const ROLE_ZH: Record<OperatorRole, string> = {
  editor: '编辑',
  publisher: '发布员',
  marketing: '营销',
  auditor: '审计员',
  administrator: '管理员',
};

/** Operator access: sign-in, the role gate and accounts management. */
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
    signInFailedCode: '账号、密码或动态验证码错误，或账号已停用',
    totpRequired: '该账号已开启两步验证，请输入身份验证器中的 6 位动态验证码',
    totpNoAccount: '共享令牌会话不是个人账号，不能开启两步验证',
    totpEnrolled: '该账号已开启两步验证；如需更换手机，请管理员先重置',
    totpNotBegun: '请先开始绑定身份验证器',
    totpCodeWrong: '动态验证码不正确，请核对手机时间后重试',
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
    signInFailedCode: 'wrong account name, password or code, or the account is disabled',
    totpRequired: 'this account has two-step sign-in: enter the 6-digit code from your authenticator app',
    totpNoAccount: 'a shared-token session is not a personal account and cannot turn on two-step sign-in',
    totpEnrolled:
      'two-step sign-in is already on; to move it to another phone, ask an administrator to reset it',
    totpNotBegun: 'start linking an authenticator app first',
    totpCodeWrong: "that code is not right; check the phone's time and try again",
  },
);
