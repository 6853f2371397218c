import { defineMessages } from '../../../schemas/i18n/define';

/** Following a store from its header. */
export const storeFollowMessages = defineMessages(
  'storeFollow',
  {
    follow: '+ 关注',
    following: '已关注',
    followed: '已关注店铺',
    unfollowed: '已取消关注',
    followStore: (name: string) => `关注 ${name}`,
  },
  {
    follow: '+ Follow',
    following: 'Following',
    followed: 'You follow this store',
    unfollowed: 'You no longer follow this store',
    followStore: (name: string) => `Follow ${name}`,
  },
);
