import { defineMessages } from '../../../schemas/i18n/define';

/** /link/{bizId}: the short-link jump page and its fallback. */
export const linkMessages = defineMessages(
  'link',
  {
    opening: '正在为您跳转…',
    expiredHint: '链接已失效，活动已结束或链接已过期',
    unknownHint: '链接不存在，请检查链接是否完整',
    home: '返回商城首页',
  },
  {
    opening: 'Taking you there…',
    expiredHint: 'This link has expired: the event is over or the link is too old',
    unknownHint: 'This link does not exist; check that it is complete',
    home: 'Back to the mall',
  },
);
