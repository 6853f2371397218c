import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weChatSignatureSchema } from '../../schemas/api/wechat';
import { liveTicket } from '../../server/wechat-sim/tickets';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * The JS-SDK signature the mall hands its pages inside WeChat, checked the way WeChat checks it
 * (the simulated WeChat's wx.config verification) and by the documented algorithm computed here, apart
 * from the server's code; addresses off the public origin are refused whatever the request's headers say.
 */
const TTL = 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ wechat: { ticketTtlMs: TTL } });
});
afterAll(async () => {
  await server?.stop();
});

const SIGN = '/api/wechat/js-sdk-signature';
const page = () => `${server.url}/mbankmall/product/detail/SPU20001/SKU2000101?from=ab12`;

async function sign(url: string, headers: Record<string, string> = {}) {
  return call(server.url, `${SIGN}?url=${encodeURIComponent(url)}`, { headers });
}

/** What the simulated WeChat answers wx.config on the page at `url`. */
async function verify(
  s: { appId: string; timestamp: number; nonceStr: string; signature: string },
  url: string,
) {
  const q = new URLSearchParams({ ...s, timestamp: String(s.timestamp), url });
  const res = await fetch(`${server.url}/wechat-sim/verify?${q}`);
  return ((await res.json()) as { errMsg: string }).errMsg;
}

/** A GET with a Host header fetch() will not let us forge. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/wechat/js-sdk-signature', () => {
  it('signs a page of the mall so that WeChat’s wx.config verifies it, by the documented algorithm', async () => {
    const answer = await sign(`${page()}#reviews`);
    expect(answer.status).toBe(200);
    const s = weChatSignatureSchema.parse(answer.body.result);
    expect(s.url).toBe(page());
    expect(s.timestamp).toBe(Math.floor(server.now() / 1000));
    expect(s.sdkUrl).toBe(`${server.publicOrigin}/wechat-sim/jweixin-1.6.0.js`);
    const ticket = liveTicket(server.db, server.now());
    expect(ticket).toBeTruthy();
    const string1 = `jsapi_ticket=${ticket}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${page()}`;
    expect(s.signature).toBe(createHash('sha1').update(string1).digest('hex'));
    expect(await verify(s, page())).toBe('config:ok');
    // Used on another page, or altered, it does not verify.
    expect(await verify(s, `${server.url}/mbankmall/index`)).toBe('config:invalid signature');
    const flipped = s.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verify({ ...s, signature: flipped }, page())).toBe('config:invalid signature');
  });

  it('refuses addresses off the public origin with a clear 400, whatever Host the request claims', async () => {
    const port = server.port;
    for (const foreign of [
      'https://evil.example/mbankmall/index',
      `http://127.0.0.1.evil.example:${port}/mbankmall/index`,
      `http://localhost:${port + 1}/mbankmall/index`,
    ]) {
      const refused = await sign(foreign);
      expect(refused.status).toBe(400);
      expect(refused.body.resMsg).toBe('WeChat signatures are made only for this mall’s own pages');
      expect(refused.body.result).toBeNull();
    }
    const forged = await rawGet(`${SIGN}?url=${encodeURIComponent('http://evil.example/mbankmall/index')}`, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'accept-language': 'zh-CN',
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).resMsg).toBe('只能为本商城的页面生成微信签名');
    for (const bad of ['not an address', `http://user:pw@127.0.0.1:${port}/mbankmall/index`]) {
      const refused = await sign(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.resMsg).toBe(
        'The page address is malformed; no WeChat signature can be made for it',
      );
    }
    expect((await call(server.url, SIGN)).status).toBe(400);
  });

  it('a signature made with an expired ticket stops verifying; the next one uses a new ticket', async () => {
    const before = weChatSignatureSchema.parse((await sign(page())).body.result);
    const oldTicket = liveTicket(server.db, server.now());
    expect(await verify(before, page())).toBe('config:ok');
    server.advance(TTL + 1000);
    expect(liveTicket(server.db, server.now())).toBeUndefined();
    expect(await verify(before, page())).toBe('config:invalid signature');
    const after = weChatSignatureSchema.parse((await sign(page())).body.result);
    expect(liveTicket(server.db, server.now())).not.toBe(oldTicket);
    expect(await verify(after, page())).toBe('config:ok');
  });

  it('serves the simulated SDK as a same-origin script', async () => {
    const res = await fetch(`${server.url}/wechat-sim/jweixin-1.6.0.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const text = await res.text();
    expect(text).toContain('updateAppMessageShareData');
    expect(text).toContain('/wechat-sim/verify');
  });
});
