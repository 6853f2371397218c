import { defineMessages } from '../../schemas/i18n/define';

/** Why a shopper may not open or join a group-buy team, by TeamRefusal reason. */
export const teamRefusalMessages = defineMessages(
  'server.groupBuy.refusals',
  {
    activity_closed: '该拼团活动未开始或已结束',
    team_not_found: '没有找到这个团',
    team_full: '该团人数已满，您可以自己开一个团',
    team_closed: '该团已结束，您可以自己开一个团',
    own_team: '这是您自己开的团，请邀请好友参团',
    already_member: '您已在这个团里，不能重复参团',
    sold_out: '拼团商品已抢光',
    no_address: '请先添加收货地址',
  },
  {
    activity_closed: 'This group buy has not started or has ended',
    team_not_found: 'This team was not found',
    team_full: 'This team is full; you can start your own team',
    team_closed: 'This team has ended; you can start your own team',
    own_team: 'This is your own team; invite friends to join it',
    already_member: 'You are already in this team and cannot join it twice',
    sold_out: 'The group-buy item is sold out',
    no_address: 'Please add a delivery address first',
  },
);
