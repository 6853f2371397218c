import { defineMessages } from '../../../schemas/i18n/define';

/** /bulletin: the system notices and one notice's page. */
export const bulletinMessages = defineMessages(
  'bulletin',
  {
    listLabel: '系统公告',
    empty: '暂无公告',
    missing: '公告不存在或已下线',
    backToList: '查看全部公告',
    published: (date: string) => `发布于 ${date}`,
    open: '查看详情',
  },
  {
    listLabel: 'System notices',
    empty: 'No notices right now',
    missing: 'This notice does not exist or has been withdrawn',
    backToList: 'All notices',
    published: (date: string) => `Published ${date}`,
    open: 'View details',
  },
);
