import type { ApiTag } from './operation';

/** Every user-visible text of the API reference page (/api/docs), in the mall's two languages. */
export type DocsLang = 'zh-CN' | 'en';

export interface DocsMessages {
  title: string;
  intro: string;
  filter: string;
  loading: string;
  loadFailed: string;
  authNone: string;
  authUser: string;
  authOperator: string;
  authTraceKey: string;
  parameters: string;
  requestBody: string;
  result: string;
  noResultSchema: string;
  required: string;
  optional: string;
  tryIt: string;
  send: string;
  sending: string;
  response: string;
  networkError: string;
  otherLanguage: string;
  rawDocument: string;
  /** Section headings; operation summaries stay as the document states them. */
  tags: Record<ApiTag, string>;
}

export const DOCS_MESSAGES: Record<DocsLang, DocsMessages> = {
  'zh-CN': {
    title: 'mbankmall 接口文档',
    intro:
      '由服务端的 zod 校验规则生成（OpenAPI 3.1）。每个应答都是 { resCode, resMsg, result }，只有 resCode 0000 表示成功。',
    filter: '按路径或说明筛选',
    loading: '正在加载接口文档…',
    loadFailed: '接口文档加载失败，请刷新重试。',
    authNone: '无需登录',
    authUser: '需要登录（userCode）',
    authOperator: '运营令牌（x-operator-token）',
    authTraceKey: '埋点密钥（x-trace-secret-key）',
    parameters: '参数',
    requestBody: '请求体',
    result: '成功时的 result',
    noResultSchema: '（未定义结构）',
    required: '必填',
    optional: '选填',
    tryIt: '试一试',
    send: '发送',
    sending: '发送中…',
    response: '应答',
    networkError: '网络错误',
    otherLanguage: 'English',
    rawDocument: 'OpenAPI 原始文档（JSON）',
    tags: {
      health: '健康检查',
      login: '登录',
      customer: '客户',
      agreement: '用户协议',
      tracking: '埋点',
      'booth operator': '页面配置（运营）',
      booth: '页面配置',
      product: '商品',
      notice: '公告',
      coupon: '优惠券',
      files: '图片',
      cart: '购物车',
      favourites: '收藏与提醒',
      address: '收货地址',
      order: '订单',
      reference: '接口文档',
    },
  },
  en: {
    title: 'mbankmall API reference',
    intro:
      'Generated from the server’s zod schemas (OpenAPI 3.1). Every answer is { resCode, resMsg, result }; only resCode 0000 is success.',
    filter: 'Filter by path or summary',
    loading: 'Loading the API document…',
    loadFailed: 'The API document could not be loaded. Reload to try again.',
    authNone: 'No sign-in',
    authUser: 'Signed-in customer (userCode)',
    authOperator: 'Operator token (x-operator-token)',
    authTraceKey: 'Trace key (x-trace-secret-key)',
    parameters: 'Parameters',
    requestBody: 'Request body',
    result: 'result on success',
    noResultSchema: '(no schema)',
    required: 'required',
    optional: 'optional',
    tryIt: 'Try it',
    send: 'Send',
    sending: 'Sending…',
    response: 'Response',
    networkError: 'Network error',
    otherLanguage: '中文',
    rawDocument: 'Raw OpenAPI document (JSON)',
    tags: {
      health: 'Health',
      login: 'Sign-in',
      customer: 'Customer',
      agreement: 'User agreement',
      tracking: 'Tracking',
      'booth operator': 'Booth pages (operators)',
      booth: 'Booth pages',
      product: 'Products',
      notice: 'Notices',
      coupon: 'Coupons',
      files: 'Pictures',
      cart: 'Cart',
      favourites: 'Favourites and reminders',
      address: 'Addresses',
      order: 'Orders',
      reference: 'API reference',
    },
  },
};

/** ?lang= wins; then the browser's first language; zh-CN by default, as in the mall. */
export function pickDocsLang(queryLang: string | undefined, acceptLanguage: string | undefined): DocsLang {
  if (queryLang === 'en' || queryLang === 'zh-CN') return queryLang;
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
}
