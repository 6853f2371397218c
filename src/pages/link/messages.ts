import { defineMessages } from '../../../schemas/i18n/define';

/** /link/{bizId}: the short-link jump page and its fallback. */
export const linkMessages = defineMessages(
  'link',
  {
    opening: '正在为您跳转…',
    expired: '链接已失效',
    expiredHint: '活动已结束或链接已过期，去商城看看其他好物吧',
    unknown: '链接不存在',
    unknownHint: '请检查链接是否完整，或直接进入商城首页',
    home: '返回商城首页',
  },
  {
    opening: 'Taking you there…',
    expired: 'This link has expired',
    expiredHint: 'The event is over or the link has expired; have a look around the mall',
    unknown: 'This link does not exist',
    unknownHint: 'Check that the link is complete, or go to the mall home page',
    home: 'Back to the mall',
  },
);
