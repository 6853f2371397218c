import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, call, chooseOnSso, login, startTestServer, type TestServer } from './helpers';

/**
 * Findings 1 and 2: a stored answer belongs to the caller who earned it. Anonymous callers are told
 * apart by what they sent (a hash of the body), signed-in callers by their customer, and a stored answer is
 * only looked up once the session has been checked.
 */
const SESSION_TTL_MS = 60 * 60 * 1000;
const ADD_FAVOR = '/api/channel/product/add-favor';
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ sessionTtlMs: SESSION_TTL_MS });
  base = server.url;
});
afterAll(() => server?.stop());

/** One customer's one-time SSO code, not yet exchanged. */
async function ssoCode(customerNo: string): Promise<string> {
  const { state } = await approve(base);
  const { params } = await chooseOnSso(base, state, customerNo);
  return params.get('code') ?? '';
}

const exchangeWith = (code: string, uniqueCode: string) =>
  call<{ userCode?: string }>(base, '/api/mlife/login/user-code', {
    json: { code, subChannelNo: 'cmbmobile' },
    headers: { uniqueCode },
  });

describe('anonymous writes', () => {
  it("never hands one caller's login answer to another who reuses the uniqueCode", async () => {
    const key = randomUUID();
    const victim = await exchangeWith(await ssoCode('C0001'), key);
    expect(victim.body.resCode).toBe('0000');
    expect(victim.body.result.userCode).toBeTruthy();

    const attacker = await exchangeWith('bogus-code', key);
    expect(attacker.headers.get('idempotent-replayed')).toBeNull();
    expect(attacker.body.resCode).toBe('LOGIN0912');
    expect(JSON.stringify(attacker.body)).not.toContain(victim.body.result.userCode ?? 'no-user-code');
  });

  it('runs an anonymous write with a reused key but another body for real', async () => {
    const key = randomUUID();
    const path = '/api/marketing/customer/err-mes/save';
    await call(base, path, {
      json: { mes: 'first caller', interfaceUrl: '/api/x' },
      headers: { uniqueCode: key },
    });
    const other = await call(base, path, {
      json: { mes: 'second caller', interfaceUrl: '/api/x' },
      headers: { uniqueCode: key },
    });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const rows = await server.db.query("SELECT 1 FROM error_reports WHERE mes = 'second caller'");
    expect(rows).toHaveLength(1);
  });

  it('never keeps the session a login exchange hands out', async () => {
    const key = randomUUID();
    const code = await ssoCode('C0002');
    const first = await exchangeWith(code, key);
    expect(first.body.resCode).toBe('0000');
    const userCode = first.body.result.userCode ?? 'no-user-code';
    const stored = await server.db.query('SELECT 1 FROM idempotency_keys WHERE body LIKE $1', [
      `%${userCode}%`,
    ]);
    expect(stored).toEqual([]);
    // A retry runs again and finds the one-time code spent.
    const retry = await exchangeWith(code, key);
    expect(retry.body.resCode).toBe('LOGIN0912');
  });

  it('still replays a real retry: same key, same body', async () => {
    const key = randomUUID();
    const send = () =>
      call(base, '/api/marketing/customer/err-mes/save', {
        json: { mes: 'anonymous retry probe', interfaceUrl: '/api/x' },
        headers: { uniqueCode: key },
      });
    const first = await send();
    const retry = await send();
    expect(first.body.resCode).toBe('0000');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
  });
});

describe('signed-in writes', () => {
  it('answers 0003 to an expired session resending a stored write, never the stored success', async () => {
    const local = await startTestServer({ sessionTtlMs: SESSION_TTL_MS });
    try {
      const userCode = await login(local.url, 'C0001');
      const send = () =>
        call(local.url, ADD_FAVOR, {
          userCode,
          json: { skuNo: 'SKU2000101' },
          headers: { uniqueCode: 'k-1' },
        });
      expect((await send()).body.resCode).toBe('0000');
      local.advance(SESSION_TTL_MS + 1);
      const late = await send();
      expect(late.headers.get('idempotent-replayed')).toBeNull();
      expect(late.body.resCode).toBe('0003');
    } finally {
      await local.stop();
    }
  });

  it('replays a retry by the same customer, also from a new session', async () => {
    const key = randomUUID();
    const first = await call(base, ADD_FAVOR, {
      userCode: await login(base, 'C0001'),
      json: { skuNo: 'SKU2000101' },
      headers: { uniqueCode: key },
    });
    const retry = await call(base, ADD_FAVOR, {
      userCode: await login(base, 'C0001'),
      json: { skuNo: 'SKU2000101' },
      headers: { uniqueCode: key },
    });
    expect(first.body.resCode).toBe('0000');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it("does not give another customer's stored answer to a customer reusing the key", async () => {
    const key = randomUUID();
    await call(base, ADD_FAVOR, {
      userCode: await login(base, 'C0001'),
      json: { skuNo: 'SKU2000101' },
      headers: { uniqueCode: key },
    });
    const other = await call(base, ADD_FAVOR, {
      userCode: await login(base, 'C0002'),
      json: { skuNo: 'SKU2000101' },
      headers: { uniqueCode: key },
    });
    expect(other.body.resCode).toBe('0000');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not replay an anonymous answer to a caller with a stale session', async () => {
    const key = randomUUID();
    const json = { mes: 'stale session probe', interfaceUrl: '/api/x' };
    const path = '/api/marketing/customer/err-mes/save';
    expect((await call(base, path, { json, headers: { uniqueCode: key } })).body.resCode).toBe('0000');
    const stale = await call(base, path, {
      json,
      userCode: 'expired-or-made-up',
      headers: { uniqueCode: key },
    });
    expect(stale.headers.get('idempotent-replayed')).toBeNull();
  });
});
