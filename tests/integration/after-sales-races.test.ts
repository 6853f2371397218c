import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRmaResultSchema } from '../../schemas/api/after-sales';
import {
  AFTER_SALE_TIMING,
  applied,
  apply,
  buyAndPay,
  itemNoOf,
  refundsOf,
  stockOf,
  store,
  view,
} from './after-sales-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper;

const SUITCASE = 'SKU2400101'; // 159900
const CREAM = 'SKU2500401'; // 35000

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(() => server?.stop());

describe('double submits', () => {
  it('two parallel applications with different codes for the last units: one wins', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 2);
    const orderItemNo = itemNoOf(order);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => apply(li, { orderItemNo, quantity: 2 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.result).toMatchObject({ available: 0 });
    const rows = await server.db.query('SELECT rma_no FROM after_sales WHERE order_item_no = $1', [
      orderItemNo,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('the same uniqueCode on parallel requests and on the other apply paths is the same application', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 3);
    const orderItemNo = itemNoOf(order);
    const code = randomUUID();
    const answers = await Promise.all([
      apply(li, { orderItemNo, quantity: 1 }, code),
      apply(li, { orderItemNo, quantity: 1 }, code),
      apply(li, { orderItemNo, quantity: 1 }, code, 'apply-only-refund'),
    ]);
    const results = answers.map((a) => applyRmaResultSchema.parse(ok(a)));
    expect(new Set(results.map((r) => r.rmaNo)).size).toBe(1);
    const rows = await server.db.query('SELECT rma_no FROM after_sales WHERE order_item_no = $1', [
      orderItemNo,
    ]);
    expect(rows).toHaveLength(1);
    // the code names that application: another item or type under it is refused
    // (the same path would be answered by the idempotency middleware's stored success)
    const reused = await apply(li, { orderItemNo, quantity: 1 }, code, 'apply-after-sale');
    expect(reused.status).toBe(409);
  });
});

describe('refund exactly once', () => {
  it('store clicks, retries and the timer racing each other pay one refund', async () => {
    const order = await buyAndPay(server, li, CREAM, 2);
    const orderItemNo = itemNoOf(order);
    const app = await applied(li, { orderItemNo, quantity: 1 });
    const stockBefore = await stockOf(server, CREAM);
    // past the auto-approve deadline, so the timer pass and the reads' lazy timers compete with the clicks
    server.advance(AFTER_SALE_TIMING.afterSaleAutoApproveMs + 1);
    const s = store(server);
    const answers = await Promise.all([
      s.approve(app.rmaNo),
      s.approve(app.rmaNo),
      s.sweep(),
      li.get(`${ORDER}/view-rma-v2`, { rmaNo: app.rmaNo }),
      s.approve(app.rmaNo),
      s.sweep(),
      li.post(`${ORDER}/rma-cancel`, { rmaNo: app.rmaNo }),
    ]);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const final = await view(li, app.rmaNo);
    expect(final.state).toBe('refunded');
    const refunds = await refundsOf(server, order.orderNo);
    expect(refunds).toEqual([{ rma_no: app.rmaNo, amount_cents: app.amountCents }]);
    // the order shipped meanwhile (ship delay < approve delay): a refund in transit restocks nothing
    expect(await stockOf(server, CREAM)).toBe(stockBefore);
    expect(final.history.filter((h) => h.to === 'refunded')).toHaveLength(1);
    // later retries change nothing
    expect((await s.approve(app.rmaNo)).status).toBe(409);
    ok(await s.sweep());
    expect(await refundsOf(server, order.orderNo)).toHaveLength(1);
  });

  it('receiving a return twice in parallel refunds and restocks once', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 1);
    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    ok(await li.post(`${ORDER}/receive`, { orderNo: order.orderNo }));
    const app = await applied(li, { orderItemNo: itemNoOf(order), type: 'return_refund', quantity: 1 });
    const s = store(server);
    ok(await s.approve(app.rmaNo));
    ok(
      await li.post(`${ORDER}/confirm-return-logistics`, {
        rmaNo: app.rmaNo,
        courier: 'EMS',
        trackingNo: 'E1',
      }),
    );
    const stockBefore = await stockOf(server, SUITCASE);
    const answers = await Promise.all([s.receive(app.rmaNo), s.receive(app.rmaNo), s.receive(app.rmaNo)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundsOf(server, order.orderNo)).toEqual([{ rma_no: app.rmaNo, amount_cents: 159900 }]);
    expect(await stockOf(server, SUITCASE)).toBe((stockBefore ?? 0) + 1);
  });
});

describe('background sweep', () => {
  it('approves a silent store’s application without any read, beside the order sweep', async () => {
    const swept = await startTestServer({ shopping: { ...AFTER_SALE_TIMING, sweepIntervalMs: 50 } });
    try {
      const zhao = shopper(swept.url, await login(swept.url, 'C0002'));
      const order = await buyAndPay(swept, zhao, CREAM, 1);
      const app = await applied(zhao, { orderItemNo: itemNoOf(order), quantity: 1 });
      swept.advance(AFTER_SALE_TIMING.afterSaleAutoApproveMs + 1);
      let refunds: { rma_no: string; amount_cents: number }[] = [];
      for (let i = 0; i < 100 && refunds.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        refunds = await refundsOf(swept, order.orderNo);
      }
      expect(refunds).toEqual([{ rma_no: app.rmaNo, amount_cents: app.amountCents }]);
      // the order sweep ran too: the order shipped on time
      const [row] = await swept.db.query<{ status: string }>(
        'SELECT status FROM orders WHERE order_no = $1',
        [order.orderNo],
      );
      expect(row?.status).toBe('shipped');
    } finally {
      await swept.stop();
    }
  });
});
