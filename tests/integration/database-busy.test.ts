import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, tempDir, testDbKind } from './helpers';

/**
 * A database that refuses new connections ("too many connections", SQLSTATE 53300 — a bank's
 * PostgreSQL at max_connections, or a role's connection limit) is a busy database, not a broken request:
 * shoppers get 503 with Retry-After (the app's waiting room), never a 500, and are served again as soon as
 * connections free up. Caused for real: the server runs as a role allowed two connections.
 */
describe.skipIf(testDbKind !== 'postgres')('a database out of connections', () => {
  let owner: TestServer;
  let limited: TestServer;
  let dir: ReturnType<typeof tempDir>;
  const role = `mall_busy_${randomBytes(4).toString('hex')}`;

  const admin = async (url: string, run: (c: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // The owner's server makes the schema; the limited one runs on it as a role with 2 connections.
    owner = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
    const url = owner.databaseUrl ?? '';
    await admin(url, async (c) => {
      await c.query(`CREATE ROLE ${role} LOGIN PASSWORD 'busy' CONNECTION LIMIT 2`);
      await c.query(`GRANT ALL ON SCHEMA public TO ${role}`);
      await c.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
      await c.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    });
    const limitedUrl = new URL(url);
    limitedUrl.username = role;
    limitedUrl.password = 'busy';
    dir = tempDir('busy');
    limited = await startTestServer({
      databaseUrl: limitedUrl.href,
      dataDir: dir.path,
      shopping: { sweepIntervalMs: 0 },
    });
  });
  afterAll(async () => {
    await limited?.stop();
    dir?.remove();
    if (owner?.databaseUrl) {
      await admin(owner.databaseUrl, async (c) => {
        await c.query(`REASSIGN OWNED BY ${role} TO CURRENT_USER`);
        await c.query(`DROP OWNED BY ${role}`);
        await c.query(`DROP ROLE ${role}`);
      });
    }
    await owner?.stop();
  });

  it('answers busy (503, Retry-After) while connections are exhausted, never 500, then serves again', async () => {
    const report = (i: number) =>
      fetch(`${limited.url}/api/marketing/customer/err-mes/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', uniqueCode: `busy-${role}-${i}` },
        body: JSON.stringify({ mes: `busy ${i}`, interfaceUrl: '/api/x' }),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => report(i)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
    // Served again once the burst is over (bounded polling, no sleep).
    let last = 0;
    for (let i = 0; i < 50 && last !== 200; i++) last = (await report(1000 + i)).status;
    expect(last).toBe(200);
  });
});
