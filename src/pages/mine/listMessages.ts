import { defineMessages } from '../../../schemas/i18n/define';

/** 我的收藏 and 浏览记录: the two product lists reached from 我的. */
export const mineListMessages = defineMessages(
  'mine.lists',
  {
    favouritesEmpty: '还没有收藏的商品',
    historyEmpty: '还没有浏览过商品',
    priceDrop: '降价',
    priceDropBy: (amount: string) => `比收藏时降 ${amount}`,
    unavailable: '已下架',
    remove: '删除',
    removeNamed: (name: string) => `删除 ${name}`,
    removed: '已删除',
    clearAll: '清空',
    clearTitle: '清空浏览记录？',
    clearMessage: '清空后不可恢复',
    cleared: '已清空',
    today: '今天',
    yesterday: '昨天',
  },
  {
    favouritesEmpty: 'No favourites yet',
    historyEmpty: 'You have not viewed any products yet',
    priceDrop: 'Price drop',
    priceDropBy: (amount: string) => `${amount} less than when saved`,
    unavailable: 'Unavailable',
    remove: 'Remove',
    removeNamed: (name: string) => `Remove ${name}`,
    removed: 'Removed',
    clearAll: 'Clear',
    clearTitle: 'Clear browsing history?',
    clearMessage: 'This cannot be undone',
    cleared: 'Cleared',
    today: 'Today',
    yesterday: 'Yesterday',
  },
);
