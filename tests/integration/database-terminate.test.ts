import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDbKind } from './helpers';

/** The database helpers.ts made for this server. */
const databaseName = (server: TestServer) =>
  `mall_${createHash('sha1').update(server.dataDir).digest('hex').slice(0, 16)}`;

/** Polls path until it answers `status`, within `withinMs`; gives the time it did. */
async function firstStatus(
  server: TestServer,
  path: string,
  status: number,
  withinMs: number,
): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (let i = 0; i < 100 && Date.now() < deadline; i += 1) {
    if ((await fetch(`${server.url}${path}`)).status === status) return Date.now();
  }
  throw new Error(`${path} did not answer ${status} within ${withinMs} ms`);
}

/**
 * Pg_terminate_backend on the pool's idle connections used to crash the process (an idle
 * client's error on a pool with no listener). Now the process survives and the next requests are served.
 */
describe.skipIf(testDbKind !== 'postgres')('database connections terminated under the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('survives pg_terminate_backend of every pool connection and serves the next requests', async () => {
    // Warm several pool connections so there are idle ones to cut.
    const warm = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}/api/health`)));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const name = databaseName(server);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      expect(cut.rowCount ?? 0).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Requests right after the cut: none may be a 500; within 2 s they are served again.
    const statuses: number[] = [];
    const deadline = Date.now() + 2000;
    let served = false;
    for (let i = 0; i < 40 && Date.now() < deadline && !served; i += 1) {
      const res = await fetch(`${server.url}/api/health`);
      statuses.push(res.status);
      served = res.status === 200;
    }
    expect(statuses).not.toContain(500);
    expect(served).toBe(true);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('readiness goes false within a second when the database refuses connections, and back when it answers', async () => {
    const name = databaseName(server);
    const onAdmin = async (sql: string) => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(sql);
      } finally {
        await admin.end();
      }
    };
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    await onAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await onAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      const cutAt = Date.now();
      const notReady = await firstStatus(server, '/api/health/ready', 503, 1000);
      expect(notReady - cutAt).toBeLessThan(1000);
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await onAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await firstStatus(server, '/api/health/ready', 200, 2000);
  });
});
