/** The WeChat JS-SDK signature, /api/wechat (ADR 0047, public): its one declaration (ADR 0063). */
import { endpoint } from '../../endpoint';
import { weChatSignatureQuerySchema, weChatSignatureSchema } from '../../wechat';

export const weChatSignature = endpoint({
  method: 'get',
  path: '/api/wechat/js-sdk-signature',
  auth: 'public',
  query: weChatSignatureQuerySchema,
  result: weChatSignatureSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const weChatEndpoints = { signature: weChatSignature };
