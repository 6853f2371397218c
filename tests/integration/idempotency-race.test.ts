import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartQueryResultSchema } from '../../schemas/api/cart-v2';
import { CLAIM_LEASE_MS } from '../../server/http/idempotency';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART } from './shopping-helpers';

/**
 * The same request code sent several times at once runs once (the others wait for its
 * answer and replay it), a failed first run gives the key back, and a claim whose holder died is taken
 * over after its lease. On PGlite here and on PostgreSQL under `npm run test:postgres`.
 */
const SUITCASE = 'SKU2400101';
let server: TestServer;
let userCode: string;

beforeAll(async () => {
  server = await startTestServer();
  userCode = await login(server.url, 'C0001');
});
afterAll(() => server?.stop());

const add = (uniqueCode: string, skuNo = SUITCASE, quantity = 1) =>
  call(server.url, `${CART}/add-v2`, { userCode, json: { skuNo, quantity }, headers: { uniqueCode } });

async function suitcaseQuantity(): Promise<number> {
  const res = await call(server.url, `${CART}/query-v2`, { userCode, json: {} });
  const view = cartQueryResultSchema.parse(res.body.result);
  const line = view.stores.flatMap((s) => s.lines).find((l) => l.skuNo === SUITCASE);
  return line?.quantity ?? 0;
}

describe('one request code, one write', () => {
  it('adds one unit when the same add is sent five times at once, and all five get the same answer', async () => {
    const before = await suitcaseQuantity();
    const code = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(code)));
    expect(answers.map((a) => a.body.resCode)).toEqual(Array(5).fill('0000'));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await suitcaseQuantity()).toBe(before + 1);
  });

  it('gives the key back when the first run fails, so the retry runs for real', async () => {
    const before = await suitcaseQuantity();
    const code = randomUUID();
    const refused = await add(code, SUITCASE, 0);
    expect(refused.body.resCode).not.toBe('0000');
    const retried = await add(code);
    expect(retried.body.resCode).toBe('0000');
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await suitcaseQuantity()).toBe(before + 1);
  });

  it('takes over a claim whose holder died, once its lease ran out', async () => {
    const before = await suitcaseQuantity();
    const code = randomUUID();
    const [session] = await server.db.query<{ customer_id: number }>(
      "SELECT id AS customer_id FROM customers WHERE customer_no = 'C0001'",
    );
    // The row a process killed mid-request leaves behind: claimed, never answered.
    await server.db.query(
      `INSERT INTO idempotency_keys (scope, unique_code, method, path, status, body, created_at)
       VALUES ($1, $2, 'POST', $3, 0, '', $4)`,
      // Claimed at the server's own time: its clock, not the wall clock, judges the lease.
      [`customer:${session?.customer_id}`, code, `${CART}/add-v2`, server.now()],
    );
    server.advance(CLAIM_LEASE_MS + 5000);
    const answer = await add(code);
    expect(answer.body.resCode).toBe('0000');
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    expect(await suitcaseQuantity()).toBe(before + 1);
  });
});
