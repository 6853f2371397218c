import { defineMessages } from '../../../schemas/i18n/define';

/** The catch-all page for an address the mall does not know. */
export const notFoundMessages = defineMessages(
  'notFound',
  {
    title: '页面不存在',
    hint: '您访问的页面不存在或已迁移',
    backToMall: '返回商城首页',
  },
  {
    title: 'Page not found',
    hint: 'The page you opened does not exist or has moved',
    backToMall: 'Back to the mall',
  },
);
