import { createServer } from 'node:net';
import { Hono } from 'hono';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BUSY_CODE } from '../../schemas/api/busy';
import { makeErrorHandler } from './error-handler';
import type { AppEnv } from './types';

/** A port nothing listens on: bind one, note it, close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A database that cannot be reached is answered busy (503 + Retry-After), never a 500. */
describe('error handler, database unreachable', () => {
  it('answers a refused database connection with the busy answer', async () => {
    const port = await closedPort();
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${port}/x`,
      connectionTimeoutMillis: 1000,
    });
    pool.on('error', () => undefined);
    const lines: string[] = [];
    const app = new Hono<AppEnv>();
    app.onError(makeErrorHandler((line) => lines.push(line)));
    app.get('/api/cart', async (c) => c.json((await pool.query('SELECT 1')).rows));
    const res = await app.request('/api/cart');
    await pool.end();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { resCode: string }).resCode).toBe(BUSY_CODE);
    expect(lines.join('\n')).not.toContain('127.0.0.1');
  });
});
