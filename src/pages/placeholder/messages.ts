import { defineMessages } from '../../../schemas/i18n/define';

/** The stand-in page of a screen that a later issue builds. */
export const placeholderMessages = defineMessages(
  'placeholder',
  {
    thisPage: '此页面',
    preparing: '该服务正在筹备中，敬请期待',
    backToMall: '返回商城首页',
  },
  {
    thisPage: 'This page',
    preparing: 'This service is being prepared and will open soon',
    backToMall: 'Back to the mall',
  },
);
