import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shelfResultSchema,
  teamDetailSchema,
  teamOrderResultSchema,
  teamPaySuccessSchema,
} from '../../schemas/api/group-buy';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, payAtCashier, type Shopper, shopper } from './shopping-helpers';

const GB = '/api/marketing/team-buy';
const TEA = 'GB1003'; // team of 3, 12 h window, 599 yuan
const EARBUDS = 'GB1002'; // team of 2, 24 h window
const HOUR = 60 * 60 * 1000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
});
afterAll(() => server?.stop());

/** A signed-in shopper; extra ones (beyond the three seeded SSO customers) get a row and a default address. */
async function customer(customerNo: string): Promise<Shopper> {
  const [known] = await server.db.query<{ id: number }>('SELECT id FROM customers WHERE customer_no = $1', [
    customerNo,
  ]);
  const id =
    known?.id ??
    (
      await server.db.query<{ id: number }>(
        `INSERT INTO customers (customer_no, user_id, nick_name, mobile, sso_user, created_at)
         VALUES ($1, $2, $3, '13900000000', true, 0) RETURNING id`,
        [customerNo, `U${customerNo}`, `团友${customerNo}`],
      )
    )[0]?.id ??
    0;
  const [hasAddress] = await server.db.query('SELECT 1 FROM addresses WHERE customer_id = $1', [id]);
  if (!hasAddress) {
    await server.db.query(
      `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default,
         created_at, updated_at) VALUES ($1, '团友', '13900000000', '广东省', '深圳市', '南山区', '科技园1号', true, 0, 0)`,
      [id],
    );
  }
  return shopper(server.url, await login(server.url, customerNo));
}

const pay = (s: Shopper, orderNo: string) => payAtCashier(server.url, s, orderNo);

const detail = async (s: Shopper, teamId: string) =>
  teamDetailSchema.parse(ok(await s.get(`${GB}/detail`, { teamId })));

const openTeam = async (s: Shopper, activityNo: string) =>
  teamOrderResultSchema.parse(ok(await s.post(`${GB}/create-order`, { activityNo })));

const paymentsOf = async (customerNo: string) =>
  (
    await server.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM payments p JOIN customers c ON c.id = p.customer_id
        WHERE c.customer_no = $1 AND p.status = 'success'`,
      [customerNo],
    )
  )[0]?.n;

describe('group buy', () => {
  it('lists and searches the seeded activities', async () => {
    const shelf = shelfResultSchema.parse(ok(await shopper(server.url, '').get(`${GB}/shelf`)));
    expect(shelf.list.map((a) => a.activityNo)).toEqual(['GB1001', 'GB1002', 'GB1003']);
    expect(shelf.list.every((a) => a.activityType === 6 && a.teamPriceCents < a.salePriceCents)).toBe(true);
    const found = shelfResultSchema.parse(
      ok(await shopper(server.url, '').get(`${GB}/search`, { keyword: '龙井' })),
    );
    expect(found.list.map((a) => a.activityNo)).toEqual([TEA]);
  });

  it('create-order answers 0003 signed out and 400 without its uniqueCode header, opening no team', async () => {
    const post = (userCode: string, headers: Record<string, string>) =>
      call(server.url, `${GB}/create-order`, { userCode, headers, json: { activityNo: EARBUDS } });
    const signedOut = await post('', { uniqueCode: 'GB-NO-SESSION' });
    expect([signedOut.status, signedOut.body.resCode]).toEqual([200, '0003']);
    const code = await login(server.url, 'C0001');
    const orders = async () =>
      (
        await server.db.query(
          'SELECT 1 FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.customer_no = $1',
          ['C0001'],
        )
      ).length;
    const before = await orders();
    const missing: Record<string, string>[] = [{}, { uniqueCode: '   ' }, { uniqueCode: 'x'.repeat(129) }];
    for (const headers of missing) {
      const res = await post(code, headers);
      expect(res.status).toBe(400);
      expect(res.body.resMsg).toContain('uniqueCode');
    }
    expect(await orders()).toBe(before);
  });

  it('N+3 parallel joins on a team of N: exactly N paid members, the rest refused and not charged', async () => {
    const leader = await customer('C0001');
    const team = await openTeam(leader, TEA);
    // Nobody can join a team whose leader has not paid yet.
    const early = await (await customer('C0002')).post(`${GB}/create-order`, {
      activityNo: TEA,
      teamId: team.teamId,
    });
    expect(early.body.result).toEqual({ reason: 'team_closed' });
    expect(await pay(leader, team.orderNo)).toContain('payStatus=success');

    // The leader cannot join their own team as a second member.
    const own = await leader.post(`${GB}/create-order`, { activityNo: TEA, teamId: team.teamId });
    expect(own.status).toBe(409);
    expect(own.body.resMsg).toMatch(/your own team/);

    const names = ['C0002', 'C0003', 'G0001', 'G0002', 'G0003', 'G0004'];
    const joiners = await Promise.all(names.map(customer));
    const answers = await Promise.all(
      joiners.map((s) => s.post(`${GB}/create-order`, { activityNo: TEA, teamId: team.teamId })),
    );
    const joined = answers.flatMap((a, i) => (a.body.resCode === '0000' ? [i] : []));
    expect(joined).toHaveLength(2);
    for (const a of answers.filter((x) => x.body.resCode !== '0000')) {
      expect(a.status).toBe(409);
      expect(a.body.resMsg).toMatch(/team is full/);
    }
    // A joiner holding a seat cannot take a second one.
    const first = joined[0] ?? 0;
    const twice = await joiners[first]?.post(`${GB}/create-order`, { activityNo: TEA, teamId: team.teamId });
    expect(twice?.body.resMsg).toMatch(/already in this team/);

    for (const i of joined) {
      const order = teamOrderResultSchema.parse(answers[i]?.body.result);
      expect(await pay(joiners[i] as Shopper, order.orderNo)).toContain('payStatus=success');
    }
    const done = await detail(leader, team.teamId);
    expect(done.status).toBe('succeeded');
    expect(done.members.filter((m) => m.paid)).toHaveLength(3);
    const [paid] = await server.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM orders WHERE team_id = $1 AND status = 'paid'`,
      [team.teamId],
    );
    expect(paid?.n).toBe(3);
    // The refused were not charged: no order of theirs in the team, no payment at all.
    for (const [i, name] of names.entries()) {
      if (!joined.includes(i)) expect(await paymentsOf(name)).toBe(0);
    }

    // Filled: the orders now ship with the store simulation's delay.
    server.advance(2 * 60 * 1000);
    const after = await leader.get(`${ORDER}/order-detail-v2`, { orderNo: team.orderNo });
    expect(JSON.stringify(after.body.result)).toContain('shipped');
  });

  it('a paid team order waits for the team before it ships', async () => {
    const leader = await customer('C0002');
    const team = await openTeam(leader, EARBUDS);
    await pay(leader, team.orderNo);
    server.advance(10 * 60 * 1000);
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [
      team.orderNo,
    ]);
    await leader.post(`${ORDER}/order-list`, { status: 'all', pageNo: 1, pageSize: 10 });
    const [again] = await server.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_no = $1',
      [team.orderNo],
    );
    expect(row?.status).toBe('paid');
    expect(again?.status).toBe('paid');
    const mine = ok(await leader.get(`${GB}/history`, { status: 'open' })) as { list: { teamId: string }[] };
    expect(mine.list.map((t) => t.teamId)).toContain(team.teamId);
  });

  it("the team detail never shows another customer's order; pay success answers only for one's own order", async () => {
    const leader = await customer('C0001');
    const team = await openTeam(leader, EARBUDS);
    await pay(leader, team.orderNo);
    const visitor = await customer('G0007');
    const seen = await detail(visitor, team.teamId);
    expect(seen.viewer).toBe('visitor');
    expect(seen.myOrderNo).toBeNull();
    expect(seen.canJoin).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(team.orderNo);
    expect(seen.members[0]?.nickName).toMatch(/\*/);
    const other = await visitor.get(`${ORDER}/team-buy-pay-success`, { orderNo: team.orderNo });
    expect(other.status).toBe(404);
    const mine = teamPaySuccessSchema.parse(
      ok(await leader.get(`${ORDER}/team-buy-pay-success`, { orderNo: team.orderNo })),
    );
    expect(mine).toMatchObject({ teamId: team.teamId, status: 'open', missing: 1 });
  });
  it('an expired team refunds every paid member exactly once, under duplicate timers and a restart', async () => {
    const leader = await customer('C0003');
    const member = await customer('G0005');
    const team = await openTeam(leader, TEA);
    await pay(leader, team.orderNo);
    const joined = teamOrderResultSchema.parse(
      ok(await member.post(`${GB}/create-order`, { activityNo: TEA, teamId: team.teamId })),
    );
    await pay(member, joined.orderNo);
    // A third shopper holds a seat without paying.
    const late = await customer('G0006');
    const unpaid = teamOrderResultSchema.parse(
      ok(await late.post(`${GB}/create-order`, { activityNo: TEA, teamId: team.teamId })),
    );

    server.advance(13 * HOUR);
    // Two timers fire at once (two shoppers' reads each run the due transitions) plus the store's run.
    await Promise.all([
      leader.get(`${GB}/detail`, { teamId: team.teamId }),
      member.get(`${GB}/detail`, { teamId: team.teamId }),
      leader.post(`${ORDER}/order-list`, { status: 'all', pageNo: 1, pageSize: 10 }),
    ]);
    // The unpaid seat can no longer be paid.
    expect(await pay(late, unpaid.orderNo).catch(() => 'refused')).not.toContain('payStatus=success');

    const { dataDir } = server;
    const now = Date.now() + 13 * HOUR + 3 * 60 * 1000 + 11 * 60 * 1000;
    await server.close();
    const restarted = await startTestServer({ dataDir, shopping: { sweepIntervalMs: 0 }, clock: () => now });
    server = {
      ...restarted,
      stop: async () => {
        await restarted.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    {
      const again = shopper(restarted.url, await login(restarted.url, 'C0003'));
      const seen = teamDetailSchema.parse(ok(await again.get(`${GB}/detail`, { teamId: team.teamId })));
      expect(seen.status).toBe('failed');
      expect(seen.myRefunded).toBe(true);
      const refunds = await restarted.db.query<{ order_no: string; amount_cents: number }>(
        'SELECT r.order_no, r.amount_cents FROM refunds r JOIN orders o ON o.order_no = r.order_no WHERE o.team_id = $1',
        [team.teamId],
      );
      expect(refunds.map((r) => r.order_no).sort()).toEqual([team.orderNo, joined.orderNo].sort());
      expect(refunds.every((r) => r.amount_cents === 59900)).toBe(true);
      const statuses = await restarted.db.query<{ order_no: string; status: string; cancel_kind: string }>(
        'SELECT order_no, status, cancel_kind FROM orders WHERE team_id = $1 ORDER BY order_no',
        [team.teamId],
      );
      expect(statuses.every((s) => s.status === 'cancelled')).toBe(true);
      expect(statuses.find((s) => s.order_no === unpaid.orderNo)?.cancel_kind).toBe('timeout');
    }
  });
});
