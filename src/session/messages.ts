import type { GrantedItem } from '../../schemas/api/license';
import { defineMessages } from '../../schemas/i18n/define';

/** The session flow's words (spec §1, §2, §8): disclaimer, authorisation dialogs, login failures. */
export const sessionMessages = defineMessages(
  'session',
  {
    disclaimerTitle: '免责声明',
    disclaimer:
      '本商城服务由商城服务有限公司提供，该公司与本行为相互独立的法人。本行不提供商城所售商品和服务，亦不对其承担责任。',
    confirm: '确定',
    /** The more menu's entry that signs on as another customer (the bank SSO's chooser). */
    switchCustomer: '切换客户',
    ok: '好的',
    notSsoUser: '商城仅支持单点登录用户，请使用单点登录后重试',
    licenseTitle: '用户信息授权',
    licenseIntro: '为了给您配送订单，商城需要向银行获取以下信息：',
    licenseCheckbox: '我已阅读并同意',
    licenseLink: '《用户信息授权协议》',
    refuse: '拒绝',
    agree: '同意',
    secondPromptTitle: '是否同意授权？',
    secondPrompt: '商城需要以上信息才能为您提供服务，请阅读并同意授权协议。',
    /** The second prompt's buttons (spec §2: 'think again' and 'agree authorisation'). */
    thinkAgain: '再想想',
    agreeAuthorisation: '同意授权',
    loginFailed: (code: string) => `${code} 登录异常，请重试`,
  },
  {
    disclaimerTitle: 'Disclaimer',
    disclaimer:
      'This service is provided by Mall Services Co., Ltd., a separate company from the bank. The bank does not provide, and is not responsible for, the goods and services sold in the mall.',
    confirm: 'Confirm',
    switchCustomer: 'Switch customer',
    ok: 'OK',
    notSsoUser: 'The mall only supports single-sign-on users, please log in with it and retry',
    licenseTitle: 'User information authorisation',
    licenseIntro: 'To deliver your orders, the mall asks the bank for the following information:',
    licenseCheckbox: 'I have read and agree to the',
    licenseLink: 'User Information Authorisation Agreement',
    refuse: 'Refuse',
    agree: 'Agree',
    secondPromptTitle: 'Agree to the authorisation?',
    secondPrompt:
      'The mall can only serve you with this information. Please read the agreement and agree to it.',
    thinkAgain: 'Think again',
    agreeAuthorisation: 'Agree to authorise',
    loginFailed: (code: string) => `${code} login error, please retry`,
  },
);

/** What the authorisation asks the bank for; the keys are the items the server records (spec §2). */
export const grantedItemMessages = defineMessages<Record<GrantedItem, string>>(
  'session.grantedItems',
  {
    'phone number': '手机号码',
    'bank user id': '银行用户标识',
    'delivery info': '收货信息',
  },
  {
    'phone number': 'Phone number',
    'bank user id': 'Bank user ID',
    'delivery info': 'Delivery information',
  },
);
