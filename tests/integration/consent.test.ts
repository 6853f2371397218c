import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessages } from '../../server/i18n/refusals';
import { consentHistory } from '../../server/repos/licenses';
import { call, login, startTestServer, type TestServer } from './helpers';

/**
 * On the server: only agreement versions the server published can be agreed to, and a
 * revoke is recorded with its version and time and signs the customer out everywhere.
 */

const AUTH = '/api/channel/cust/auth-license';
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

/** The customer id behind a seeded customer number. */
async function customerId(customerNo: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM customers WHERE customer_no = $1', [
    customerNo,
  ]);
  if (!row) throw new Error(`no customer ${customerNo}`);
  return row.id;
}

describe('consent on the server', () => {
  it('refuses a version it never published, in the language of the request, and stores nothing', async () => {
    const userCode = await login(base, 'C0002');
    const made = await call(base, AUTH, { userCode, json: { deleteType: 0, licenseVersion: 'test' } });
    expect(made.status).toBe(400);
    expect(made.body.resMsg).toBe(refusalMessages.en.licenseVersionUnknown('test'));
    const zh = await call(base, AUTH, {
      userCode,
      json: { deleteType: 0, licenseVersion: 'test' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(400);
    expect(zh.body.resMsg).toBe(refusalMessages['zh-CN'].licenseVersionUnknown('test'));
    // Revoking under a made-up version is refused as well, and leaves the session alone.
    const revoke = await call(base, AUTH, { userCode, json: { deleteType: 1, licenseVersion: 'test' } });
    expect(revoke.status).toBe(400);
    const status = await call(base, AUTH, { userCode });
    expect(status.body).toMatchObject({ resCode: '0000', result: { isAuth: false, licenseVersion: null } });
    expect(await consentHistory(server.db, await customerId('C0002'))).toEqual([]);

    const published = await call(base, AUTH, { userCode, json: { deleteType: 0, licenseVersion: '1.0.2' } });
    expect(published.body.result).toEqual({ isAuth: true, licenseVersion: '1.0.2' });
  });

  it('records a revoke with its version and time and signs the customer out on every device', async () => {
    const phone = await login(base, 'C0001');
    const tablet = await login(base, 'C0001');
    const other = await login(base, 'C0003');
    const granted = await call(base, AUTH, {
      userCode: phone,
      json: { deleteType: 0, licenseVersion: '1.0.2' },
    });
    expect(granted.body.result).toEqual({ isAuth: true, licenseVersion: '1.0.2' });
    server.advance(60_000);

    const revoked = await call(base, AUTH, {
      userCode: phone,
      json: { deleteType: 1, licenseVersion: '1.0.2' },
    });
    expect(revoked.body).toMatchObject({ resCode: '0000', result: { isAuth: false, licenseVersion: null } });

    // Personal calls of both sessions now answer 'not logged in'; another customer's session is untouched.
    for (const userCode of [phone, tablet]) {
      for (const path of ['/api/mlife/customer/info', '/api/channel/cust/query-auth-info', AUTH]) {
        expect((await call(base, path, { userCode })).body.resCode, path).toBe('0003');
      }
    }
    expect((await call(base, '/api/mlife/customer/info', { userCode: other })).body.resCode).toBe('0000');

    const history = await consentHistory(server.db, await customerId('C0001'));
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ action: 'grant', licenseVersion: '1.0.2' });
    expect(history[1]).toMatchObject({ action: 'revoke', licenseVersion: '1.0.2' });
    // The server's clock (moved a minute on) stamps each.
    expect((history[1]?.at ?? 0) - (history[0]?.at ?? 0)).toBe(60_000);

    // Signing on again shows the revoke with its time until the customer agrees again.
    const again = await login(base, 'C0001');
    const info = await call<{ isAuth: boolean; revokeTime: number | null }>(
      base,
      '/api/channel/cust/query-auth-info',
      { userCode: again },
    );
    expect(info.body.result).toMatchObject({ isAuth: false, revokeTime: history[1]?.at });
  });
});
