import { defineMessages } from '../../../schemas/i18n/define';

/** The e-CNY zone's search, the payment kind at checkout and how an order was paid. */
export const ecnyMessages = defineMessages(
  'ecny',
  {
    placeholder: '搜索数字人民币专区商品',
    allCategories: '全部',
    categories: '数字人民币专区分类',
    results: '数字人民币专区搜索结果',
    prompt: '输入商品名称，或选择分类，找到可用数字人民币支付的好物',
    noResults: (words: string) => `专区内没有找到“${words}”相关商品`,
    noCategories: '数字人民币专区暂无商品',
    backToZone: '回到数字人民币专区',
    count: (n: string) => `共 ${n} 件商品`,
    // checkout
    payKind: '支付方式',
    payKindEcny: '数字人民币',
    payKindEcnyHint: '使用数字人民币钱包支付',
    payKindOther: '银行卡支付',
    payKindOtherHint: '银行收银台',
    ecnyOnlyEligible: '订单含不支持数字人民币的商品',
    // order detail
    paidWithEcny: '数字人民币（已支付）',
    payWithEcny: '数字人民币（待支付）',
    paidOnline: '银行卡支付',
  },
  {
    placeholder: 'Search the digital yuan zone',
    allCategories: 'All',
    categories: 'Digital yuan zone categories',
    results: 'Digital yuan zone results',
    prompt: 'Type a product name or pick a category to find goods you can pay for in e-CNY',
    noResults: (words: string) => `Nothing in the zone matches “${words}”`,
    noCategories: 'The digital yuan zone has no goods yet',
    backToZone: 'Back to the digital yuan zone',
    count: (n: string) => `${n} products`,
    payKind: 'Pay with',
    payKindEcny: 'e-CNY',
    payKindEcnyHint: 'Pay from your e-CNY wallet',
    payKindOther: 'Bank card',
    payKindOtherHint: 'The bank cashier',
    ecnyOnlyEligible: 'Some goods in this order cannot be paid in e-CNY',
    paidWithEcny: 'e-CNY (paid)',
    payWithEcny: 'e-CNY (to pay)',
    paidOnline: 'Bank card',
  },
);
