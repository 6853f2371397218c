import { defineMessages } from '../../schemas/i18n/define';

/** The simulated bank SSO pages, rendered in the request's language. */
export const ssoMessages = defineMessages(
  'server.sso',
  {
    title: '银行统一登录',
    heading: '银行统一登录（模拟）',
    choose: (cb: string) => `请选择要登录的客户，登录后将返回 ${cb}`,
    notSsoUser: '非单点登录用户',
    remembers:
      '本机将记住所选客户（如同已登录的手机银行），下次登录自动完成；如需切换客户，可在商城“更多”菜单中选择“切换客户”。',
    switching: (name: string) => `本机当前登录的客户是 ${name}。选择其他客户即可切换。`,
    currentMark: '当前客户',
    branch: (province: string) => `开户网点：${province}`,
    cancel: '取消并返回',
    cannotContinue: '无法继续登录',
    backToMall: '返回商城',
    expired: '该登录链接已过期或已被使用，请返回商城后重试。',
    returnMismatch: '返回地址与本次登录请求不一致。',
    chooseCustomer: '请选择一位客户。',
    unknownCustomer: '客户不存在。',
  },
  {
    title: 'Bank sign-in',
    heading: 'Bank sign-in (simulated)',
    choose: (cb: string) => `Choose the customer to sign in as. You will return to ${cb}`,
    notSsoUser: 'not a single-sign-on user',
    remembers:
      'This device remembers the customer you choose, like a signed-in bank app: the next sign-in is automatic. To switch customer, use "Switch customer" in the mall\'s "More" menu.',
    switching: (name: string) => `This device is signed in as ${name}. Choose another customer to switch.`,
    currentMark: 'current customer',
    branch: (province: string) => `branch in ${province}`,
    cancel: 'Cancel and go back',
    cannotContinue: 'Sign-in cannot continue',
    backToMall: 'Back to the mall',
    expired: 'This sign-in link has expired or was already used. Go back to the mall and try again.',
    returnMismatch: 'The return address does not match this sign-in request.',
    chooseCustomer: 'Please choose a customer.',
    unknownCustomer: 'Unknown customer.',
  },
);

export type SsoTexts = (typeof ssoMessages)['zh-CN'];
