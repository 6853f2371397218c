import { defineMessages } from '../../schemas/i18n/define';

/**
 * The API client's own texts (spec §7, §8). The English is the spec's wording; the busy wording is
 * common.tooCrowded, shared with the server.
 */
export const apiMessages = defineMessages(
  'api',
  {
    timeout: '请求超时',
    fallback: '哎呀，出错了',
    scalper: '本活动仅限特邀用户参与，您暂无邀请资格，无法参与',
    badShape: '哎呀，出错了（返回数据异常）',
    notLoggedIn: '请先登录',
  },
  {
    timeout: 'Request timed out',
    fallback: 'Oops, something went wrong',
    scalper:
      'This activity is only for specially invited users; you lack the invitation and cannot take part',
    badShape: 'Oops, something went wrong (unexpected response)',
    notLoggedIn: 'Please log in',
  },
);
