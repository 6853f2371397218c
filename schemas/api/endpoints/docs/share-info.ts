/** The server's half of share-info/*.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { agreementEndpoints } from '../share-info/agreement';
import { channelExtraEndpoints } from '../share-info/channel-extras';
import { channelOperatorEndpoints } from '../share-info/channel-operator';
import { shareEndpoints } from '../share-info/share';
import { weChatEndpoints } from '../share-info/wechat';

export const shareDocs: EndpointDocs<typeof shareEndpoints> = {
  card: {
    summary:
      'Preview card of a shared product, group-buy team or lottery assist (/sharePage): live, expired or unknown',
    tag: 'product',
  },
};

export const weChatDocs: EndpointDocs<typeof weChatEndpoints> = {
  signature: {
    summary:
      'WeChat JS-SDK signature (wx.config) for a page of the mall: sha1 of jsapi_ticket, noncestr, timestamp and the url without its #fragment; another origin is refused (400)',
    tag: 'product',
  },
};

export const channelExtraDocs: EndpointDocs<typeof channelExtraEndpoints> = {
  infoPage: {
    summary:
      'An informational page as the operator wrote it (recruitment announcement, agreement) with its version',
    tag: 'notice',
  },
  govInvestment: {
    summary:
      'Whether the government-investment section shows, with its title and in-mall link (operator setting)',
    tag: 'customer',
  },
  deviceDecrypt: {
    summary:
      'Open the bank app’s sealed device information (AES-256-GCM, configured key); tampered or foreign input is refused',
    tag: 'customer',
  },
  deviceDecryptByQuery: {
    summary: 'Open the bank app’s sealed device information (query form of the same cipher)',
    tag: 'customer',
  },
};

export const channelOperatorDocs: EndpointDocs<typeof channelOperatorEndpoints> = {
  govInvestment: { summary: 'The government-investment section setting', tag: 'booth operator' },
  setGovInvestment: {
    summary: 'Show or hide the government-investment section (a shown section needs a title)',
    tag: 'booth operator',
  },
};

export const agreementDocs: EndpointDocs<typeof agreementEndpoints> = {
  status: {
    summary:
      'The caller’s agreement to the mall agreement: current version, the version agreed, whether to agree again',
    tag: 'agreement',
  },
  agree: {
    summary: 'Agree to the current version of the mall agreement (an older version is refused, 409)',
    tag: 'agreement',
  },
};

export const shareDocumented = documented(shareEndpoints, shareDocs);
export const weChatDocumented = documented(weChatEndpoints, weChatDocs);
export const channelExtraDocumented = documented(channelExtraEndpoints, channelExtraDocs);
export const channelOperatorDocumented = documented(channelOperatorEndpoints, channelOperatorDocs);
export const agreementDocumented = documented(agreementEndpoints, agreementDocs);
