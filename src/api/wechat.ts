import { weChatSignature } from '../../schemas/api/endpoints/share-info/wechat';
import type { WeChatSignature } from '../../schemas/api/wechat';
import { call } from './call';

/**
 * What wx.config needs for the page at `url`. Silent and in the background: the share card is
 * a nicety, never a reason for a spinner, an error toast or the waiting room.
 */
export const fetchWeChatSignature = (url: string): Promise<WeChatSignature> =>
  call(weChatSignature, { query: { url } }, { silent: true, background: true });
