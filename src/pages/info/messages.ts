import { defineMessages } from '../../../schemas/i18n/define';

/** /recruitment-announcement and /agreement: operator text, and the customer's agreement to it. */
export const infoMessages = defineMessages(
  'info',
  {
    updated: (date: string) => `更新于 ${date}`,
    version: (v: number) => `版本 ${v}`,
    agree: '我已阅读并同意',
    agreeing: '提交中…',
    agreed: (date: string) => `您已于 ${date} 同意本版本协议`,
    agreeAgain: '协议已更新，请阅读后重新确认',
    agreedToast: '已同意协议',
    noContent: '该页面暂无内容',
  },
  {
    updated: (date: string) => `Updated ${date}`,
    version: (v: number) => `Version ${v}`,
    agree: 'I have read and agree',
    agreeing: 'Submitting…',
    agreed: (date: string) => `You agreed to this version on ${date}`,
    agreeAgain: 'The agreement has been updated; please read it and confirm again',
    agreedToast: 'Agreement accepted',
    noContent: 'This page has no content yet',
  },
);
