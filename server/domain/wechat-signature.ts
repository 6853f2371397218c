import { createHash } from 'node:crypto';

/**
 * WeChat's JS-SDK signature (微信 JS-SDK 说明文档, 附录1 签名算法): the four fields jsapi_ticket, noncestr,
 * timestamp and url, sorted by name (ASCII), joined as `name=value` with `&`, the values as they are (no
 * URL escaping), then SHA-1 in lower-case hex. The url is the page's full address without its #fragment.
 */
export interface SignatureInput {
  ticket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url: string;
}

/** The page address WeChat signs: everything before the first '#'. */
export const signedUrlOf = (url: string): string => url.split('#', 1)[0] ?? '';

/** The string WeChat hashes (its documentation's "string1"). */
export function signatureBase(input: SignatureInput): string {
  const fields: Record<string, string> = {
    jsapi_ticket: input.ticket,
    noncestr: input.nonceStr,
    timestamp: String(input.timestamp),
    url: signedUrlOf(input.url),
  };
  return Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function weChatSignature(input: SignatureInput): string {
  return createHash('sha1').update(signatureBase(input), 'utf8').digest('hex');
}
