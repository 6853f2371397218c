import { describe, expect, it } from 'vitest';
import { signatureBase, signedUrlOf, weChatSignature } from './wechat-signature';

/** The example of WeChat's JS-SDK documentation (附录1 签名算法), with its published signature. */
const DOC = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};

describe('the WeChat JS-SDK signature', () => {
  it('gives the documented signature for the documented example', () => {
    expect(signatureBase(DOC)).toBe(
      'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg' +
        '&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value',
    );
    expect(weChatSignature(DOC)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its #fragment, and nothing else of it changes', () => {
    const page = 'https://mall.example.com/mbankmall/product/detail/SPU1/SKU1?from=a%20b&x=1';
    expect(signedUrlOf(`${page}#/top`)).toBe(page);
    expect(weChatSignature({ ...DOC, url: `${page}#/top` })).toBe(weChatSignature({ ...DOC, url: page }));
    expect(weChatSignature({ ...DOC, url: `${page}&y=2` })).not.toBe(weChatSignature({ ...DOC, url: page }));
  });

  it('does not verify with another ticket, nonce or time', () => {
    const right = weChatSignature(DOC);
    expect(weChatSignature({ ...DOC, ticket: `${DOC.ticket}x` })).not.toBe(right);
    expect(weChatSignature({ ...DOC, nonceStr: 'Wm3WZYTPz0wzccnX' })).not.toBe(right);
    expect(weChatSignature({ ...DOC, timestamp: DOC.timestamp + 1 })).not.toBe(right);
  });
});
