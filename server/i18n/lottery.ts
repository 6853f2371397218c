import { defineMessages } from '../../schemas/i18n/define';

/** Why a shopper may not join or help in a lottery, by LotteryRefusal reason. */
export const lotteryRefusalMessages = defineMessages(
  'server.lottery.refusals',
  {
    activity_not_found: '没有找到这个抽奖活动',
    not_open: '该抽奖活动不在参与时间内',
    no_consent: '请先同意用户授权协议再参与抽奖',
    scalper: '本活动仅限特邀用户参与，您暂无邀请资格，无法参与',
    already_joined: '您已参与过本次抽奖，每人限参与一次',
    entrant_not_found: '没有找到要助力的好友',
    own_entry: '不能为自己助力，快邀请好友来助力吧',
    already_helped: '您已为这位好友助力过了',
    assist_cap: '好友的助力次数已满',
    not_drawn: '还未开奖',
    not_winner: '您没有中奖，无法领取奖品',
    claim_closed: '已过领奖截止时间，奖品已失效',
    prize_unavailable: '该奖品暂不能下单，请联系客服',
  },
  {
    activity_not_found: 'This lottery was not found',
    not_open: 'This lottery is not open for taking part now',
    no_consent: 'Please accept the user authorisation first',
    scalper:
      'This activity is only for specially invited users; you lack the invitation and cannot take part',
    already_joined: 'You have already taken part; once per customer',
    entrant_not_found: 'The friend to help was not found',
    own_entry: 'You cannot help yourself; invite friends to help',
    already_helped: 'You have already helped this friend',
    assist_cap: "Your friend's assists are full",
    not_drawn: 'Not drawn yet',
    not_winner: 'You did not win a prize here, so there is nothing to claim',
    claim_closed: 'The claim deadline has passed; the prize has lapsed',
    prize_unavailable: 'This prize cannot be ordered now; please contact customer service',
  },
);
