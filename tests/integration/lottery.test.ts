import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assistResultSchema,
  drawDataSchema,
  lotteryActivityListSchema,
  lotteryDetailSchema,
  myCodeResultSchema,
  takeInResultSchema,
  winListSchema,
} from '../../schemas/api/lottery';
import { drawWinners } from '../../server/domain/lottery-draw';
import { insertActivity, insertInvite, insertPrize } from '../../server/repos/lottery';
import { drawOne } from '../../server/services/lottery-draw';
import { call, login, startTestServer, type TestServer } from './helpers';
import { newCustomer, ok, type Shopper, shopper } from './shopping-helpers';

const L = '/api/lottery';
const HOUR = 60 * 60 * 1000;
let now = Date.now();
let server: TestServer;

beforeAll(async () => {
  // Sessions outlive the hours the draw test moves the clock on.
  server = await startTestServer({
    shopping: { sweepIntervalMs: 0 },
    clock: () => now,
    sessionTtlMs: 7 * 24 * HOUR,
  });
});
afterAll(() => server?.stop());

let nextNo = 0;
/** A signed-in customer (a new row beyond the seeded ones), with consent given unless told otherwise. */
async function customer(consent = true): Promise<Shopper & { id: number; userCode: string }> {
  nextNo += 1;
  const no = `L${String(nextNo).padStart(4, '0')}`;
  return newCustomer(server, { no, nick: `抽奖用户${no}`, consent });
}

/** A lottery open for joining now, drawing in two hours, with the given prizes. */
async function activity(no: string, opts: { invitedOnly?: boolean; cap?: number; prizes?: number[] } = {}) {
  const seed = `test-seed-${no}`;
  await server.db.transaction(async (tx) => {
    await insertActivity(tx, {
      activityNo: no,
      title: `测试抽奖 ${no}`,
      rules: '测试',
      imageUrl: '',
      invitedOnly: opts.invitedOnly ?? false,
      assistCap: opts.cap ?? 2,
      joinStartAt: now - HOUR,
      joinEndAt: now + HOUR,
      drawAt: now + 2 * HOUR,
      claimDeadline: now + 48 * HOUR,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      seq: 100,
    });
    for (const [rank, total] of (opts.prizes ?? [1]).entries()) {
      await insertPrize(tx, {
        prizeNo: `${no}-P${rank}`,
        activityNo: no,
        rank,
        name: `奖品${rank}`,
        imageUrl: '',
        priceCents: 100,
        total,
      });
    }
  });
}

const joinCodeOf = async (s: Shopper, activityNo: string) =>
  takeInResultSchema.parse(ok(await s.post(`${L}/take-in`, { activityNo }))).joinCode;

/** Recomputes the winners from the published draw data alone, as any shopper could. */
function recompute(data: ReturnType<typeof drawDataSchema.parse>) {
  expect(
    createHash('sha256')
      .update(data.seed ?? '')
      .digest('hex'),
  ).toBe(data.seedCommitment);
  const entries = (data.entries ?? []).map((line) => {
    const [code = '', owner = ''] = line.split(' ');
    return { code, owner };
  });
  const { entryHash, wins } = drawWinners(data.seed ?? '', entries, data.prizes);
  expect(entryHash).toBe(data.entryHash);
  return wins.map((w) => ({ index: w.index, prizeNo: w.prizeNo, code: w.code }));
}

describe('lottery', () => {
  it('seeds one open and one drawn lottery whose draw anyone can recompute', async () => {
    const list = lotteryActivityListSchema.parse(ok(await call(server.url, `${L}/activity/list`)));
    const phases = Object.fromEntries(list.list.map((a) => [a.activityNo, a.phase]));
    expect(phases).toMatchObject({ LT1001: 'open', LT1002: 'drawn' });

    const open = drawDataSchema.parse(ok(await call(server.url, `${L}/draw-data?activityNo=LT1001`)));
    expect(open.seed).toBeNull();
    expect(open.seedCommitment).toMatch(/^[0-9a-f]{64}$/);

    const data = drawDataSchema.parse(ok(await call(server.url, `${L}/draw-data?activityNo=LT1002`)));
    expect(data.winners.length).toBeGreaterThan(0);
    expect(recompute(data)).toEqual(data.winners);

    const wins = winListSchema.parse(ok(await call(server.url, `${L}/win-list?activityNo=LT1002`)));
    expect(wins.list.map((w) => w.code)).toEqual(data.winners.map((w) => w.code));
    for (const w of wins.list) expect(w.nickName).toMatch(/^.\*\*$/u);

    // The demo customer won (the seed is chosen for it), so a fresh install shows the claim journey.
    const demo = shopper(server.url, await login(server.url, 'C0001'));
    const claim = ok(await demo.get<{ state: string }>(`${L}/order-confirmation?activityNo=LT1002`));
    expect(claim.state).toBe('won');
  });

  it('lets each customer take part once, even with parallel requests', async () => {
    const c = await customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => c.post(`${L}/take-in`, { activityNo: 'LT1001' })),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.resCode !== '0000')) {
      expect(a.status).toBe(409);
      expect(a.body.result).toEqual({ reason: 'already_joined' });
    }
    const detail = lotteryDetailSchema.parse(
      ok(await c.get(`${L}/activity/detail`, { activityNo: 'LT1001' })),
    );
    expect(detail).toMatchObject({ joined: true, myCodeCount: 1 });
    const [n] = await server.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM lottery_codes WHERE activity_no = 'LT1001' AND customer_id = $1",
      [c.id],
    );
    expect(n?.n).toBe(1);
  });

  it('asks for sign-in and consent first', async () => {
    const anonymous = await call(server.url, `${L}/take-in`, { json: { activityNo: 'LT1001' } });
    expect(anonymous.body.resCode).toBe('0003');
    const noConsent = await customer(false);
    const answer = await noConsent.post(`${L}/take-in`, { activityNo: 'LT1001' });
    expect(answer.status).toBe(403);
    expect(answer.body.result).toEqual({ reason: 'no_consent' });
  });

  it('refuses uninvited customers of an invited-only lottery with the scalper code', async () => {
    await activity('LTV1', { invitedOnly: true });
    const invited = await customer();
    const other = await customer();
    await server.db.transaction((tx) => insertInvite(tx, 'LTV1', invited.id));
    const refused = await other.post(`${L}/take-in`, { activityNo: 'LTV1' });
    expect(refused.status).toBe(403);
    expect(refused.body.resCode).toBe('scalper');
    expect(refused.body.resMsg).toBe(
      'This activity is only for specially invited users; you lack the invitation and cannot take part',
    );
    const zh = await call(server.url, `${L}/take-in`, {
      userCode: other.userCode,
      json: { activityNo: 'LTV1' },
      headers: { 'accept-language': 'zh-CN', uniqueCode: 'zh-scalper' },
    });
    expect(zh.body.resMsg).toBe('本活动仅限特邀用户参与，您暂无邀请资格，无法参与');
    expect(await joinCodeOf(invited, 'LTV1')).toMatch(/^\d{8}$/);
  });

  it('caps assists and lets a helper help an entrant only once, under races', async () => {
    await activity('LTA1', { cap: 3 });
    const owner = await customer();
    const joinCode = await joinCodeOf(owner, 'LTA1');
    expect((await owner.post(`${L}/assist`, { activityNo: 'LTA1', joinCode })).body.result).toEqual({
      reason: 'own_entry',
    });

    // One helper, six parallel taps: one code.
    const helper = await customer();
    const taps = await Promise.all(
      Array.from({ length: 6 }, () => helper.post(`${L}/assist`, { activityNo: 'LTA1', joinCode })),
    );
    expect(taps.filter((a) => a.body.resCode === '0000')).toHaveLength(1);
    for (const a of taps.filter((x) => x.body.resCode !== '0000'))
      expect(a.body.result).toEqual({ reason: 'already_helped' });

    // Five more helpers at once: only two fit under the cap of three.
    const helpers = await Promise.all(Array.from({ length: 5 }, () => customer()));
    const answers = await Promise.all(
      helpers.map((h) => h.post(`${L}/assist`, { activityNo: 'LTA1', joinCode })),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(2);
    for (const a of answers.filter((x) => x.body.resCode !== '0000'))
      expect(a.body.result).toEqual({ reason: 'assist_cap' });

    const mine = myCodeResultSchema.parse(ok(await owner.get(`${L}/my-code`, { activityNo: 'LTA1' })));
    expect(mine.list.map((c) => c.source)).toEqual(['join', 'assist', 'assist', 'assist']);
    const assisted = assistResultSchema.parse(answers.find((a) => a.body.resCode === '0000')?.body.result);
    expect(mine.list.map((c) => c.code)).toContain(assisted.code);
    // Helpers' assist codes belong to the entrant: none shows among the helper's own codes.
    const helperCodes = myCodeResultSchema.parse(
      ok(await helper.get(`${L}/my-code`, { activityNo: 'LTA1' })),
    );
    expect(helperCodes.list).toEqual([]);
  });

  it("never shows one customer another's codes", async () => {
    await activity('LTP1');
    const a = await customer();
    const b = await customer();
    const aCode = await joinCodeOf(a, 'LTP1');
    const bCode = await joinCodeOf(b, 'LTP1');
    const seen = myCodeResultSchema.parse(ok(await b.get(`${L}/my-code`, { activityNo: 'LTP1' })));
    expect(seen.list.map((c) => c.code)).toEqual([bCode]);
    expect(JSON.stringify(seen)).not.toContain(aCode);
    expect((await call(server.url, `${L}/my-code?activityNo=LTP1`)).body.resCode).toBe('0003');
  });

  it('draws once under duplicate timers, never beyond the prizes, reproducibly', async () => {
    await activity('LTD1', { prizes: [1, 2] });
    const entrants = await Promise.all(Array.from({ length: 6 }, () => customer()));
    const [first, second, third] = entrants;
    if (!first || !second || !third) throw new Error('entrants missing');
    for (const e of entrants) await joinCodeOf(e, 'LTD1');
    const firstCode = await joinCodeOf(first, 'LTD1').catch(() => null);
    expect(firstCode).toBeNull(); // a second take-in is refused
    const [firstEntry] = await server.db.query<{ join_code: string }>(
      "SELECT join_code FROM lottery_entries WHERE activity_no = 'LTD1' AND customer_id = $1",
      [first.id],
    );
    ok(await second.post(`${L}/assist`, { activityNo: 'LTD1', joinCode: firstEntry?.join_code }));

    const before = drawDataSchema.parse(ok(await call(server.url, `${L}/draw-data?activityNo=LTD1`)));
    expect(before).toMatchObject({ seed: null, entries: null, winners: [] });

    now += 90 * 60 * 1000; // joining closed, not drawn yet
    expect(
      (await third.post(`${L}/assist`, { activityNo: 'LTD1', joinCode: firstEntry?.join_code })).body.result,
    ).toEqual({
      reason: 'not_open',
    });
    now += HOUR; // past the draw time: five timers race; three readers read and never draw
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => drawOne(server.db, 'LTD1', now)),
      call(server.url, `${L}/win-list?activityNo=LTD1`).then(() => false),
      call(server.url, `${L}/inventory?activityNo=LTD1`).then(() => false),
      call(server.url, `${L}/activity/detail?activityNo=LTD1`).then(() => false),
    ]);
    expect(results.filter(Boolean).length).toBe(1);

    const data = drawDataSchema.parse(ok(await call(server.url, `${L}/draw-data?activityNo=LTD1`)));
    expect(data.winners).toHaveLength(3);
    expect(data.entries).toHaveLength(7);
    expect(recompute(data)).toEqual(data.winners);
    expect(await drawOne(server.db, 'LTD1', now)).toBe(false);

    const rows = await server.db.query<{ remaining: number }>(
      "SELECT remaining FROM lottery_prizes WHERE activity_no = 'LTD1' ORDER BY prize_rank",
    );
    expect(rows.map((r) => r.remaining)).toEqual([0, 0]);
    const [w] = await server.db.query<{ n: number; people: number }>(
      "SELECT COUNT(*)::int AS n, COUNT(DISTINCT customer_id)::int AS people FROM lottery_winners WHERE activity_no = 'LTD1'",
    );
    expect(w).toEqual({ n: 3, people: 3 });

    // Each winner finds the prize waiting; the others do not.
    const winnerCodes = new Set(data.winners.map((x) => x.code));
    for (const [i, e] of entrants.entries()) {
      const waiting = ok(await e.get(`${L}/waiting-prize`)) as {
        list: { activityNo: string; code: string }[];
      };
      const won = waiting.list.filter((x) => x.activityNo === 'LTD1');
      const mine = myCodeResultSchema.parse(ok(await e.get(`${L}/my-code`, { activityNo: 'LTD1' })));
      const hasWinningCode = mine.list.some((c) => winnerCodes.has(c.code));
      expect(won.length, `entrant ${i}`).toBe(hasWinningCode ? 1 : 0);
    }
  });
});
