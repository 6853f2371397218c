import { defineMessages } from '../../../schemas/i18n/define';

/** /wait: the waiting room a shopper lands in when the mall is too busy (a flash sale). */
export const waitMessages = defineMessages(
  'wait',
  {
    title: '当前排队人数较多',
    hint: '活动太火爆啦，系统正在为您排队，倒计时结束后将自动返回刚才的页面',
    retryIn: '自动重试',
    retryNow: '立即重试',
    home: '返回商城首页',
  },
  {
    title: 'Lots of shoppers in line',
    hint: 'The sale is very popular; you are in line and will go back to your page when the countdown ends',
    retryIn: 'Retrying in ',
    retryNow: 'Try again now',
    home: 'Back to the mall',
  },
);
