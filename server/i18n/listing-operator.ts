import { defineMessages } from '../../schemas/i18n/define';

/** Why an operator's call on a trade-in model or a purchase programme was refused. */
export const listingOperatorMessages = defineMessages(
  'server.listingOperator',
  {
    'notFound.tradeIn': '没有这个回收机型',
    'notFound.purchase': '这个商品没有集采方案',
    'taken.tradeIn': (key: string) => `机型编码 ${key} 已被使用`,
    'taken.purchase': (key: string) => `商品 ${key} 已有集采方案`,
    unknownProduct: (key: string) => `没有商品 ${key}`,
    notAllowed: (action: string, phase: string) => `当前为「${phase}」，不能${action}`,
    'phase.listed': '已上架',
    'phase.withdrawn': '已下架',
    'action.edit': '编辑',
    'action.withdraw': '下架',
    'action.restore': '恢复上架',
  },
  {
    'notFound.tradeIn': 'No such trade-in model',
    'notFound.purchase': 'This product has no purchase programme',
    'taken.tradeIn': (key: string) => `the model code ${key} is taken`,
    'taken.purchase': (key: string) => `the product ${key} already has a purchase programme`,
    unknownProduct: (key: string) => `there is no product ${key}`,
    notAllowed: (action: string, phase: string) => `it is ${phase}: it cannot be ${action}`,
    'phase.listed': 'listed',
    'phase.withdrawn': 'withdrawn',
    'action.edit': 'edited',
    'action.withdraw': 'withdrawn',
    'action.restore': 'restored',
  },
);
