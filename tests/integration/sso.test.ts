import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_USER } from '../../schemas/api/env';
import { resolveUserCode } from '../../server/auth/sessions';
import { ssoMessages } from '../../server/sso/messages';
import {
  approve,
  call,
  chooseOnSso,
  exchange,
  login,
  MALL_CB,
  startTestServer,
  type TestServer,
} from './helpers';

const SESSION_TTL = 30 * 60 * 1000;
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ sessionTtlMs: SESSION_TTL });
  base = server.url;
});
afterAll(() => server?.stop());

const USER_SCOPED = [
  '/api/shoppingcart/shopping-cart/count',
  '/api/im/message/unread-count',
  '/api/mlife/customer/info',
  '/api/channel/cust/auth-license',
  '/api/channel/cust/query-auth-info',
];

describe('simulated bank SSO', () => {
  it('returns an approval URL to the SSO page and renders the customer chooser', async () => {
    const { approvalUrl, state } = await approve(base);
    expect(approvalUrl.origin).toBe(base);
    expect(approvalUrl.pathname).toBe('/sso/authorize');
    expect(approvalUrl.searchParams.get('cb')).toBe(`${base}${MALL_CB}`);
    expect(state.length).toBeGreaterThanOrEqual(32);
    const page = await fetch(approvalUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('李伟');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(ssoMessages['zh-CN'].notSsoUser);
    expect(html).not.toContain('13800138001');
  });

  it('speaks the language of the lang parameter, else of Accept-Language, and keeps it through the form', async () => {
    const { approvalUrl } = await approve(base);
    const english = await (
      await fetch(approvalUrl, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(ssoMessages.en.heading);
    expect(english).toContain('action="/sso/authorize?lang=en"');
    approvalUrl.searchParams.set('lang', 'en');
    const forced = await (await fetch(approvalUrl, { headers: { 'accept-language': 'zh-CN' } })).text();
    expect(forced).toContain(ssoMessages.en.notSsoUser);
  });

  it('redirects back to cb with a one-time code and respCode 1000, keeping cb query', async () => {
    const { state } = await approve(base);
    const back = await chooseOnSso(base, state, 'C0001');
    expect(back.status).toBe(303);
    expect(back.location.startsWith(`${base}/mbankmall/order/list?`)).toBe(true);
    expect(back.params.get('tab')).toBe('all');
    expect(back.params.get('respCode')).toBe('1000');
    expect(back.params.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('exchanges a code once only', async () => {
    const { state } = await approve(base);
    const code = (await chooseOnSso(base, state, 'C0001')).params.get('code') ?? '';
    const first = await exchange(base, code);
    expect(first.body.resCode).toBe('0000');
    expect(first.body.result).toMatchObject({ userId: 'U10000001' });
    expect(first.body.result.userCode).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.body.result.expiresTime).toBeGreaterThan(Date.now());
    const again = await exchange(base, code);
    expect(again.body.resCode).toBe('LOGIN0912');
    const made = await exchange(base, 'guessed-code');
    expect(made.body.resCode).toBe('LOGIN0912');
  });

  it('refuses a code older than 60 s', async () => {
    const { state } = await approve(base);
    const code = (await chooseOnSso(base, state, 'C0002')).params.get('code') ?? '';
    server.advance(61_000);
    const res = await exchange(base, code);
    expect(res.body.resCode).toBe('LOGIN0913');
  });

  it('uses an approval once: the SSO page cannot be replayed', async () => {
    const { state, approvalUrl } = await approve(base);
    await chooseOnSso(base, state, 'C0001');
    const replay = await chooseOnSso(base, state, 'C0002');
    expect(replay.status).toBe(400);
    expect((await fetch(approvalUrl)).status).toBe(400);
  });

  it('answers respCode 1003 without a code for a customer who is not an SSO user', async () => {
    const { state } = await approve(base);
    const back = await chooseOnSso(base, state, 'C0004');
    expect(back.status).toBe(303);
    expect(back.params.get('respCode')).toBe('1003');
    expect(back.params.get('code')).toBeNull();
  });

  it('answers respCode 1002 when the customer cancels', async () => {
    const { state } = await approve(base);
    const res = await fetch(`${base}/sso/cancel?state=${state}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const params = new URL(res.headers.get('location') ?? '', base).searchParams;
    expect(params.get('respCode')).toBe('1002');
    expect(params.get('code')).toBeNull();
  });

  it('refuses return addresses off the allowlist (no open redirect)', async () => {
    const attempts = [
      'https://evil.example/mbankmall/index',
      '//evil.example/mbankmall/index',
      '/\\evil.example/mbankmall/index',
      'javascript:alert(1)',
      'data:text/html,hi',
      `http://127.0.0.1:${server.port === 1 ? 2 : 1}/mbankmall/index`,
      `${base}/sso/authorize`,
      `http://user:pw@${base.slice('http://'.length)}/mbankmall/index`,
    ];
    for (const cb of attempts) {
      const res = await call(base, '/api/mlife/login/approval', { json: { cb, subChannelNo: 'cmbmobile' } });
      expect(res.status, cb).toBe(400);
      expect(res.body.resCode, cb).toBe('LOGIN0914');
    }
    const relative = await call<{ approvalUrl: string }>(base, '/api/mlife/login/approval', {
      json: { cb: '/mbankmall/index', subChannelNo: 'cmbmobile' },
    });
    expect(relative.body.resCode).toBe('0000');
  });

  it('does not trust the Host header to widen the allowlist', async () => {
    const body = JSON.stringify({ cb: 'http://evil.example/mbankmall/index', subChannelNo: 'cmbmobile' });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/mlife/login/approval' },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.setHeader('host', 'evil.example');
      req.setHeader('content-type', 'application/json');
      req.end(body);
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('LOGIN0914');
  });

  it('refuses an SSO page whose cb was swapped in the address', async () => {
    const { approvalUrl } = await approve(base);
    approvalUrl.searchParams.set('cb', 'https://evil.example/');
    const res = await fetch(approvalUrl);
    expect(res.status).toBe(400);
    const forged = await fetch(`${base}/sso/authorize?cb=https://evil.example/&state=made-up`);
    expect(forged.status).toBe(400);
  });
});

describe('sessions', () => {
  it('answers 0003 on every user-scoped endpoint without a valid userCode', async () => {
    for (const path of USER_SCOPED) {
      for (const userCode of [undefined, 'not-a-session', SAMPLE_USER.userCode]) {
        const res = await call(base, path, userCode ? { userCode } : {});
        expect(res.status, path).toBe(200);
        expect(res.body.resCode, `${path} ${userCode}`).toBe('0003');
      }
    }
    const post = await call(base, '/api/channel/cust/auth-license', {
      json: { deleteType: 0, licenseVersion: '1.0.2' },
    });
    expect(post.body.resCode).toBe('0003');
  });

  it('expires a session that is not used for its lifetime, and slides while used', async () => {
    const userCode = await login(base, 'C0003');
    server.advance(SESSION_TTL - 60_000);
    expect((await call(base, '/api/mlife/customer/info', { userCode })).body.resCode).toBe('0000');
    server.advance(SESSION_TTL - 60_000);
    expect((await call(base, '/api/mlife/customer/info', { userCode })).body.resCode).toBe('0000');
    server.advance(SESSION_TTL + 1);
    expect((await call(base, '/api/mlife/customer/info', { userCode })).body.resCode).toBe('0003');
  });

  it("keeps each customer's data to that customer", async () => {
    const a = await login(base, 'C0001');
    const b = await login(base, 'C0002');
    expect((await call(base, '/api/shoppingcart/shopping-cart/count', { userCode: a })).body.result).toBe(4);
    expect((await call(base, '/api/shoppingcart/shopping-cart/count', { userCode: b })).body.result).toBe(2);
    expect((await call(base, '/api/im/message/unread-count', { userCode: a })).body.result).toMatchObject({
      // C0001's seeded messages (the seeded drawn lottery adds its result to the activity ones).
      kinds: { order: 0, logistics: 1, system: 0 },
    });
    expect((await call(base, '/api/im/message/unread-count', { userCode: b })).body.result).toMatchObject({
      kinds: { order: 0, logistics: 0, system: 0 },
    });
    expect((await call(base, '/api/mlife/customer/info', { userCode: b })).body.result).toMatchObject({
      userId: 'U10000002',
      nickName: '张敏',
    });

    await call(base, '/api/channel/cust/auth-license', {
      userCode: a,
      json: { deleteType: 0, licenseVersion: '1.0.2' },
    });
    const aLicense = await call(base, '/api/channel/cust/auth-license', { userCode: a });
    const bLicense = await call(base, '/api/channel/cust/auth-license', { userCode: b });
    expect(aLicense.body.result).toEqual({ isAuth: true, licenseVersion: '1.0.2' });
    expect(bLicense.body.result).toEqual({ isAuth: false, licenseVersion: null });
  });

  it('records and revokes the authorisation with its details', async () => {
    const userCode = await login(base, 'C0003');
    const set = await call(base, '/api/channel/cust/auth-license', {
      userCode,
      json: { deleteType: 0, licenseVersion: '1.0.2' },
    });
    expect(set.body.result).toEqual({ isAuth: true, licenseVersion: '1.0.2' });
    const info = await call<{ grantedItems: string[]; authTime: number }>(
      base,
      '/api/channel/cust/query-auth-info',
      { userCode },
    );
    expect(info.body.result).toMatchObject({ isAuth: true, licenseVersion: '1.0.2', revokeTime: null });
    expect(info.body.result.grantedItems).toEqual(['phone number', 'bank user id', 'delivery info']);
    const revoke = await call(base, '/api/channel/cust/auth-license', {
      userCode,
      json: { deleteType: 1, licenseVersion: '1.0.2' },
    });
    expect(revoke.body.result).toEqual({ isAuth: false, licenseVersion: null });
    // The revoke signed the customer out (tests/integration/consent.test.ts): a new session reads it.
    const again = await login(base, 'C0003');
    const after = await call<{ revokeTime: number | null }>(base, '/api/channel/cust/query-auth-info', {
      userCode: again,
    });
    expect(after.body.result.revokeTime).not.toBeNull();
    const bad = await call(base, '/api/channel/cust/auth-license', {
      userCode: again,
      json: { deleteType: 2, licenseVersion: '1.0.2' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('deleteType');
  });

  it('accepts the sample userCode only in local and dev', async () => {
    const opts = { now: Date.now(), ttlMs: SESSION_TTL };
    const local = await resolveUserCode(server.db, SAMPLE_USER.userCode, { ...opts, env: 'local' });
    expect(local?.customerNo).toBe('C0001');
    expect(await resolveUserCode(server.db, SAMPLE_USER.userCode, { ...opts, env: 'dev' })).not.toBeNull();
    for (const env of ['sit', 'uat', 'pre', 'pro'] as const) {
      expect(await resolveUserCode(server.db, SAMPLE_USER.userCode, { ...opts, env })).toBeNull();
    }
  });
});

/** The bank app's session on this device, as the SSO's remember cookie stores it (name=value only). */
async function rememberedAfterChoosing(customerNo: string): Promise<{ cookie: string; setCookie: string }> {
  const { state } = await approve(base);
  const res = await fetch(`${base}/sso/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, customerNo }).toString(),
    redirect: 'manual',
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}

describe('silent sign-on: the SSO remembers the customer chosen on this device (spec §4 step two)', () => {
  it('remembers an approved customer in a long-lived, httpOnly, SameSite=Lax cookie on its own path', async () => {
    const { cookie, setCookie } = await rememberedAfterChoosing('C0002');
    expect(cookie).toBe('mbank_sso_customer=C0002');
    expect(setCookie).toMatch(/Path=\/sso(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
  });

  it('approves at once for the remembered customer: straight back to cb with a code, no page', async () => {
    const { cookie } = await rememberedAfterChoosing('C0002');
    const { approvalUrl } = await approve(base);
    const res = await fetch(approvalUrl, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '', base);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/mbankmall/order/list`);
    expect(back.searchParams.get('tab')).toBe('all');
    expect(back.searchParams.get('respCode')).toBe('1000');
    const code = back.searchParams.get('code') ?? '';
    const exchanged = await exchange(base, code);
    expect(exchanged.body.result).toMatchObject({ userId: 'U10000002' });
    // The approval is used up: the same address cannot sign in again.
    const again = await fetch(approvalUrl, { headers: { cookie }, redirect: 'manual' });
    expect(again.status).toBe(400);
  });

  it('switch=1 shows the chooser with the current customer marked; choosing another switches', async () => {
    const { cookie } = await rememberedAfterChoosing('C0002');
    const { approvalUrl, state } = await approve(base);
    approvalUrl.searchParams.set('switch', '1');
    const res = await fetch(approvalUrl, { headers: { cookie }, redirect: 'manual' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(ssoMessages['zh-CN'].switching('张敏'));
    expect(html).toMatch(/value="C0002" aria-current="true"/);
    expect(html).toContain('value="C0001"');

    const chosen = await fetch(`${base}/sso/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ state, customerNo: 'C0003' }).toString(),
      redirect: 'manual',
    });
    expect(chosen.headers.get('set-cookie')).toContain('mbank_sso_customer=C0003');
  });

  it('without a remembered customer the chooser says the choice will be remembered', async () => {
    const { approvalUrl } = await approve(base);
    const res = await fetch(approvalUrl, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(ssoMessages['zh-CN'].remembers);
  });

  it('forgets an unknown remembered customer and asks; a non-SSO choice is not remembered', async () => {
    const { approvalUrl } = await approve(base);
    const res = await fetch(approvalUrl, {
      headers: { cookie: 'mbank_sso_customer=C9999' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/mbank_sso_customer=;.*Max-Age=0/i);
    expect(await res.text()).toContain('value="C0001"');

    const { setCookie } = await rememberedAfterChoosing('C0004');
    expect(setCookie).toMatch(/mbank_sso_customer=;.*Max-Age=0/i);
  });
});
