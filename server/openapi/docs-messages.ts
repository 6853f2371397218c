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
  },
};

/** ?lang= wins; then the browser's first language; zh-CN by default, as in the mall. */
export function pickDocsLang(queryLang: string | undefined, acceptLanguage: string | undefined): DocsLang {
  if (queryLang === 'en' || queryLang === 'zh-CN') return queryLang;
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
}
