import { defineMessages } from '../../schemas/i18n/define';

/** The server's generic envelope messages (resMsg), answered in the caller's language. */
export const serverMessages = defineMessages(
  'server',
  {
    notLoggedIn: '您尚未登录或登录已过期，请重新登录',
    noSuchApi: (method: string, path: string) => `接口不存在：${method} ${path}`,
    notFound: '页面不存在',
    tooLarge: '请求内容过大',
    badRequest: '请求有误',
    invalidJson: '请求内容不是有效的 JSON',
    invalidField: (where: string, field: string, problem: string) => `${where}参数有误：${field}：${problem}`,
    invalidInput: (where: string) => `${where}参数有误`,
    body: '请求',
    query: '查询',
    required: '必填',
    malformedValue: '请求有误：有数值超出范围或格式不正确',
    internal: '哎呀，出错了',
    notJson: '请求内容格式不支持，请以 application/json 发送',
  },
  {
    notLoggedIn: 'Not logged in or session expired, please log in',
    noSuchApi: (method: string, path: string) => `No such API: ${method} ${path}`,
    notFound: 'Not found',
    tooLarge: 'Request body too large',
    badRequest: 'Bad request',
    invalidJson: 'Invalid request body: not valid JSON',
    invalidField: (where: string, field: string, problem: string) => `Invalid ${where}: ${field}: ${problem}`,
    invalidInput: (where: string) => `Invalid ${where}`,
    body: 'body',
    query: 'query',
    required: 'required',
    malformedValue: 'Invalid request: a value is out of range or malformed',
    internal: 'Oops, something went wrong',
    notJson: 'Unsupported content type: send the body as application/json',
  },
);
