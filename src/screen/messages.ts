import { defineMessages } from '../../schemas/i18n/define';

/** The words of the states every screen shares: waiting for sign-on, failure, empty, paging. */
export const screenMessages = defineMessages(
  'screen',
  {
    signingIn: '正在登录，请稍候…',
    signingInHint: '登录完成后页面会自动刷新',
    signInAgain: '重新加载',
    failedReason: (reason: string) => `原因：${reason}`,
    goShopping: '去逛逛',
    goBack: '返回上一页',
    loadingList: '正在加载',
  },
  {
    signingIn: 'Signing you in…',
    signingInHint: 'The page refreshes by itself once you are signed in',
    signInAgain: 'Reload',
    failedReason: (reason: string) => `Reason: ${reason}`,
    goShopping: 'Go shopping',
    goBack: 'Go back',
    loadingList: 'Loading',
  },
);
