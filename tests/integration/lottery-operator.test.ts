import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDataSchema, lotteryDetailSchema } from '../../schemas/api/lottery';
import {
  operatorActivityListSchema,
  operatorActivitySchema,
  operatorDrawResultSchema,
  operatorEntryListSchema,
  operatorVerifySchema,
} from '../../schemas/api/lottery-operator';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, shopper } from './shopping-helpers';

const O = '/api/operator/lottery';
const HOUR = 60 * 60 * 1000;
const now = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 }, clock: () => now });
});
afterAll(() => server?.stop());

const op = (path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', json?: unknown) =>
  call(server.url, `${O}${path}`, { method, json, headers: { 'x-operator-token': server.operatorToken } });

const input = (activityNo: string, extra: Record<string, unknown> = {}) => ({
  activityNo,
  title: '运营抽奖',
  rules: '1. 每人限参与一次。\n2. 开奖后可复算。',
  assistCap: 2,
  joinStartAt: now - HOUR,
  joinEndAt: now + HOUR,
  drawAt: now + 2 * HOUR,
  claimDeadline: now + 48 * HOUR,
  prizes: [{ name: '香薰机', skuNo: 'SKU2400601', priceCents: 990, total: 1 }],
  ...extra,
});

describe('operator lottery API', () => {
  it('refuses callers without the operator token', async () => {
    const res = await call(server.url, O);
    expect(res.status).toBe(403);
    const created = await call(server.url, O, { method: 'POST', json: input('LTOP0') });
    expect(created.status).toBe(403);
  });

  it('creates an activity, lists its entries, draws it now and verifies the draw', async () => {
    const made = operatorActivitySchema.parse(ok(await op('', 'POST', input('LTOP1'))));
    expect(made).toMatchObject({ phase: 'open', entrantCount: 0, invitedOnly: false });
    expect(made.prizes[0]).toMatchObject({ skuNo: 'SKU2400601', priceCents: 990, remaining: 1 });
    expect(made.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await op('', 'POST', input('LTOP1'))).status).toBe(409);
    expect(
      (await op('', 'POST', input('LTOP2', { prizes: [{ ...input('x').prizes[0], skuNo: 'NOPE' }] }))).status,
    ).toBe(400);
    expect((await op('', 'POST', input('LTOP3', { drawAt: now }))).status).toBe(400);

    const s = shopper(server.url, await login(server.url, 'C0001'));
    ok(await s.post('/api/channel/cust/auth-license', { deleteType: 0, licenseVersion: '1.0.2' }));
    ok(await s.post('/api/lottery/take-in', { activityNo: 'LTOP1' }));
    const entries = operatorEntryListSchema.parse(ok(await op('/LTOP1/entries')));
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ customerNo: 'C0001', codeCount: 1, prizeNo: null });

    const listed = operatorActivityListSchema.parse(ok(await op('')));
    expect(listed.list.find((a) => a.activityNo === 'LTOP1')?.entrantCount).toBe(1);

    const notYet = operatorVerifySchema.parse(ok(await op('/LTOP1/verify')));
    expect(notYet).toMatchObject({ drawn: false, verified: false });
    expect(operatorDrawResultSchema.parse(ok(await op('/LTOP1/draw', 'POST')))).toEqual({
      activityNo: 'LTOP1',
      drawn: true,
    });
    // Twice is still once.
    expect(operatorDrawResultSchema.parse(ok(await op('/LTOP1/draw', 'POST'))).drawn).toBe(false);
    const data = drawDataSchema.parse(ok(await call(server.url, '/api/lottery/draw-data?activityNo=LTOP1')));
    expect(data.winners).toHaveLength(1);
    expect(operatorVerifySchema.parse(ok(await op('/LTOP1/verify')))).toMatchObject({ verified: true });
    expect(operatorEntryListSchema.parse(ok(await op('/LTOP1/entries'))).list[0]).toMatchObject({
      prizeNo: 'LTOP1-P1',
      claimState: 'won',
    });
    expect((await op('/NOPE/entries')).status).toBe(404);
  });

  it('admits only invitees to an invited-only activity, and the shoppers read the rules it edits', async () => {
    ok(await op('', 'POST', input('LTOP4', { invitedOnly: true, invitees: ['C0002'] })));
    ok(await op('/LTOP4/rules', 'PUT', { rules: '新规则：仅限特邀用户。' }));
    const invited = shopper(server.url, await login(server.url, 'C0002'));
    const other = shopper(server.url, await login(server.url, 'C0003'));
    for (const s of [invited, other])
      ok(await s.post('/api/channel/cust/auth-license', { deleteType: 0, licenseVersion: '1.0.2' }));
    ok(await invited.post('/api/lottery/take-in', { activityNo: 'LTOP4' }));
    const refused = await other.post('/api/lottery/take-in', { activityNo: 'LTOP4' });
    expect(refused.status).toBe(403);
    const detail = lotteryDetailSchema.parse(
      ok(await other.get('/api/lottery/activity/detail', { activityNo: 'LTOP4' })),
    );
    expect(detail.rules).toBe('新规则：仅限特邀用户。');
  });
});
