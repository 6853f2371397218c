import {
  deviceDecryptRequestSchema,
  deviceInfoSchema,
  govInvestmentSchema,
  govInvestmentSetRequestSchema,
} from '../../../schemas/api/channel-extras';
import {
  agreementQuerySchema,
  agreementSetRequestSchema,
  agreementStatusSchema,
  infoPageQuerySchema,
  infoPageSchema,
} from '../../../schemas/api/info-page';
import { shareCardAnswerSchema, shareTargetSchema } from '../../../schemas/api/share';
import { weChatSignatureQuerySchema, weChatSignatureSchema } from '../../../schemas/api/wechat';
import type { Operation } from '../operation';

/** Issue 17: the share page's card, informational pages, the agreement, gov/investment-show, device/decrypt. */
export const shareInfoOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/share/card',
    summary:
      'Preview card of a shared product, group-buy team or lottery assist (/sharePage): live, expired or unknown',
    tag: 'product',
    auth: 'none',
    query: shareTargetSchema,
    result: shareCardAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/wechat/js-sdk-signature',
    summary:
      'WeChat JS-SDK signature (wx.config) for a page of the mall: sha1 of jsapi_ticket, noncestr, timestamp and the url without its #fragment; another origin is refused (400)',
    tag: 'product',
    auth: 'none',
    query: weChatSignatureQuerySchema,
    result: weChatSignatureSchema,
  },
  {
    method: 'get',
    path: '/api/channel/info-page',
    summary:
      'An informational page as the operator wrote it (recruitment announcement, agreement) with its version',
    tag: 'notice',
    auth: 'none',
    query: infoPageQuerySchema,
    result: infoPageSchema,
  },
  {
    method: 'get',
    path: '/api/channel/gov/investment-show',
    summary:
      'Whether the government-investment section shows, with its title and in-mall link (operator setting)',
    tag: 'customer',
    auth: 'none',
    result: govInvestmentSchema,
  },
  {
    method: 'post',
    path: '/api/channel/device/decrypt',
    summary:
      'Open the bank app’s sealed device information (AES-256-GCM, configured key); tampered or foreign input is refused',
    tag: 'customer',
    auth: 'none',
    body: deviceDecryptRequestSchema,
    result: deviceInfoSchema,
  },
  {
    method: 'get',
    path: '/api/channel/device/decrypt',
    summary: 'Open the bank app’s sealed device information (query form of the same cipher)',
    tag: 'customer',
    auth: 'none',
    query: deviceDecryptRequestSchema,
    result: deviceInfoSchema,
  },
  {
    method: 'get',
    path: '/api/operator/channel/gov-investment',
    summary: 'The government-investment section setting',
    tag: 'booth operator',
    auth: 'operator',
    result: govInvestmentSchema,
  },
  {
    method: 'put',
    path: '/api/operator/channel/gov-investment',
    summary: 'Show or hide the government-investment section (a shown section needs a title)',
    tag: 'booth operator',
    auth: 'operator',
    body: govInvestmentSetRequestSchema,
    result: govInvestmentSchema,
  },
  {
    method: 'get',
    path: '/api/mlife/customer/agreement',
    summary:
      'The caller’s agreement to the mall agreement: current version, the version agreed, whether to agree again',
    tag: 'agreement',
    auth: 'user',
    query: agreementQuerySchema,
    result: agreementStatusSchema,
  },
  {
    method: 'post',
    path: '/api/mlife/customer/agreement',
    summary: 'Agree to the current version of the mall agreement (an older version is refused, 409)',
    tag: 'agreement',
    auth: 'user',
    body: agreementSetRequestSchema,
    result: agreementStatusSchema,
  },
];
