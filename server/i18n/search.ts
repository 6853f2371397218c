import { defineMessages } from '../../schemas/i18n/define';

/** What the search routes answer when a request names something that does not exist. */
export const searchServerMessages = defineMessages(
  'server.search',
  {
    storeNotFound: (storeNo: string) => `店铺 ${storeNo} 不存在`,
    directoryNotFound: (directoryId: number) => `店铺分类 ${directoryId} 不存在`,
  },
  {
    storeNotFound: (storeNo: string) => `store ${storeNo} not found`,
    directoryNotFound: (directoryId: number) => `store directory ${directoryId} not found`,
  },
);
