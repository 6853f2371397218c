import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator's short link was refused (a page that does not exist). */
export const shortLinkMessages = defineMessages(
  'server.shortLinks',
  {
    taken: (bizId: string) => `短链 ${bizId} 已存在`,
    noSuchSku: '该商品没有这个规格（SKU）',
    noSuchPage: (pageId: string) => `页面 ${pageId} 不存在，请先创建页面再生成短链`,
    alreadyExpired: '失效时间已经过去',
    missing: (bizId: string) => `没有短链 ${bizId}`,
  },
  {
    taken: (bizId: string) => `short link "${bizId}" already exists`,
    noSuchSku: 'target.skuNo is not a SKU of target.spuNo',
    noSuchPage: (pageId: string) => `there is no page "${pageId}"; create the page before linking to it`,
    alreadyExpired: 'expiresAt is already past',
    missing: (bizId: string) => `short link "${bizId}" not found`,
  },
);
