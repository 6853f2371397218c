import { type WeChatSignature, weChatSignatureSchema } from '../../schemas/api/wechat';
import { get } from './client';

/**
 * What wx.config needs for the page at `url` (issue 30). Silent and in the background: the share card is
 * a nicety, never a reason for a spinner, an error toast or the waiting room.
 */
export const fetchWeChatSignature = (url: string): Promise<WeChatSignature> =>
  get(
    '/api/wechat/js-sdk-signature',
    { url },
    { schema: weChatSignatureSchema, silent: true, background: true },
  );
