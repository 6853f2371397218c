import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, tempDir } from './helpers';

const dir = tempDir('persist');
afterAll(() => dir.remove());

describe('persistence across restart', () => {
  it('keeps sessions, consent records and error reports, and does not seed twice', async () => {
    const first = await startTestServer({ dataDir: dir.path });
    const userCode = await login(first.url, 'C0001');
    await call(first.url, '/api/channel/cust/auth-license', {
      userCode,
      json: { deleteType: 0, licenseVersion: '1.0.2' },
    });
    await call(first.url, '/api/marketing/customer/err-mes/save', {
      json: { mes: 'before restart', interfaceUrl: '/x' },
    });
    await first.stop();

    const second = await startTestServer({ dataDir: dir.path });
    try {
      const license = await call(second.url, '/api/channel/cust/auth-license', { userCode });
      expect(license.body).toMatchObject({
        resCode: '0000',
        result: { isAuth: true, licenseVersion: '1.0.2' },
      });
      const info = await call(second.url, '/api/mlife/customer/info', { userCode });
      expect(info.body.result).toMatchObject({ userId: 'U10000001', mobile: '138****8001' });
      const reports = await second.db.query<{ mes: string }>('SELECT mes FROM error_reports');
      expect(reports).toEqual([{ mes: 'before restart' }]);
      const [customers] = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
      expect(customers?.n).toBe(4);
      const migrations = await second.db.query<{ id: string }>(
        'SELECT id FROM schema_migrations ORDER BY id',
      );
      // Every migration file ran exactly once, in order, and none ran again on the second start.
      const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
        .filter((f) => f.endsWith('.sql'))
        .map((f) => f.replace(/\.sql$/, ''))
        .sort();
      expect(migrations.map((m) => m.id)).toEqual(files);
    } finally {
      await second.stop();
    }
  });
});
