import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawDataSchema,
  lotteryDetailSchema,
  myLotteryListSchema,
  waitingPrizeListSchema,
  winListSchema,
} from '../../schemas/api/lottery';
import { qualificationActivityListSchema, qualificationDetailSchema } from '../../schemas/api/qualification';
import { insertActivity, insertPrize } from '../../server/repos/lottery';
import { drawDue } from '../../server/services/lottery-draw';
import { call, startTestServer, type TestServer, testDbKind } from './helpers';
import { newCustomer, ok, type Shopper } from './shopping-helpers';

/**
 * A shopper's lottery or qualification read is a read. Past the draw time the activity answers
 * 'drawing' (开奖中) to every read and stays undrawn; the draw job draws it, and with two server processes on
 * one PostgreSQL it is drawn exactly once.
 */
const L = '/api/lottery';
const HOUR = 60 * 60 * 1000;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
});

let nextNo = 0;
const customer = (server: TestServer, prefix: string) => {
  nextNo += 1;
  const no = `${prefix}${String(nextNo).padStart(4, '0')}`;
  return newCustomer(server, { no, nick: `读者${no}` });
};

/** An open lottery with two prizes of one unit each (joining until `now + 1 h`, drawn at `now + 2 h`). */
async function openLottery(server: TestServer, no: string) {
  const now = server.now();
  const seed = `reads-seed-${no}`;
  await server.db.transaction(async (tx) => {
    await insertActivity(tx, {
      activityNo: no,
      title: `只读 ${no}`,
      rules: '测试',
      imageUrl: '',
      invitedOnly: false,
      assistCap: 0,
      joinStartAt: now - HOUR,
      joinEndAt: now + HOUR,
      drawAt: now + 2 * HOUR,
      claimDeadline: now + 48 * HOUR,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      seq: 300,
    });
    for (const rank of [0, 1])
      await insertPrize(tx, {
        prizeNo: `${no}-P${rank}`,
        activityNo: no,
        rank,
        name: `奖品${rank}`,
        imageUrl: '',
        priceCents: 100,
        total: 1,
      });
  });
}

const stateOf = async (server: TestServer, no: string) =>
  (
    await server.db.query<{ state: string }>('SELECT state FROM lottery_activities WHERE activity_no = $1', [
      no,
    ])
  )[0]?.state;

const winnerRows = async (server: TestServer, no: string) =>
  (
    await server.db.query<{ n: number; people: number }>(
      'SELECT COUNT(*)::int AS n, COUNT(DISTINCT customer_id)::int AS people FROM lottery_winners WHERE activity_no = $1',
      [no],
    )
  )[0];

describe('shoppers reading a due lottery', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Timers off: nothing but the reads below could draw.
    server = await startTestServer({ shopping: { sweepIntervalMs: 0 }, sessionTtlMs: 30 * 24 * HOUR });
    servers.push(server);
  });

  it('answer 开奖中 to every read and leave the draw to the job or an operator', async () => {
    await openLottery(server, 'LTR1');
    const entrants: Shopper[] = [await customer(server, 'RD'), await customer(server, 'RD')];
    for (const s of entrants) ok(await s.post(`${L}/take-in`, { activityNo: 'LTR1' }));

    server.advance(2 * HOUR + 1000); // past the draw time
    const [first] = entrants;
    if (!first) throw new Error('no entrant');
    const detail = lotteryDetailSchema.parse(
      ok(await first.get(`${L}/activity/detail`, { activityNo: 'LTR1' })),
    );
    expect(detail.phase).toBe('drawing');
    const data = drawDataSchema.parse(ok(await call(server.url, `${L}/draw-data?activityNo=LTR1`)));
    expect(data).toMatchObject({ seed: null, entries: null, winners: [], drawnAt: null });
    expect(winListSchema.parse(ok(await call(server.url, `${L}/win-list?activityNo=LTR1`)))).toMatchObject({
      drawn: false,
      list: [],
    });
    ok(await call(server.url, `${L}/inventory?activityNo=LTR1`));
    ok(await first.get(`${L}/my-code`, { activityNo: 'LTR1' }));
    const mine = myLotteryListSchema.parse(ok(await first.get(`${L}/list`)));
    expect(mine.list.find((m) => m.activity.activityNo === 'LTR1')?.activity.phase).toBe('drawing');
    expect(waitingPrizeListSchema.parse(ok(await first.get(`${L}/waiting-prize`))).list).toEqual([]);
    const lists = ok<{ list: { activityNo: string; phase: string }[] }>(
      await call(server.url, `${L}/activity/list?pageNo=1&pageSize=50`),
    );
    expect(lists.list.find((a) => a.activityNo === 'LTR1')?.phase).toBe('drawing');
    expect(await stateOf(server, 'LTR1')).toBe('scheduled');
    expect((await winnerRows(server, 'LTR1'))?.n).toBe(0);

    // The seeded qualification draw, once due, reads as 开奖中 too and stays undrawn.
    const ql = qualificationDetailSchema.parse(
      ok(await call(server.url, '/api/lottery/huawei/activity/detail?activityNo=QL2001')),
    );
    server.advance(Math.max(0, ql.drawAt - server.now()) + 1000);
    expect(
      qualificationDetailSchema.parse(
        ok(await call(server.url, '/api/lottery/huawei/activity/detail?activityNo=QL2001')),
      ).phase,
    ).toBe('drawing');
    const qlList = qualificationActivityListSchema.parse(
      ok(await call(server.url, '/api/lottery/huawei/activity/list?pageNo=1&pageSize=50')),
    );
    expect(qlList.list.find((a) => a.activityNo === 'QL2001')?.phase).toBe('drawing');
    expect(await stateOf(server, 'QL2001')).toBe('scheduled');

    // An operator's draw draws it; then every read shows the result.
    const drawn = await call<{ activityNo: string; drawn: boolean }>(
      server.url,
      '/api/operator/lottery/LTR1/draw',
      { method: 'POST', json: {}, headers: { 'x-operator-token': server.operatorToken } },
    );
    expect(drawn.body.result).toMatchObject({ drawn: true });
    expect(
      lotteryDetailSchema.parse(ok(await first.get(`${L}/activity/detail`, { activityNo: 'LTR1' }))).phase,
    ).toBe('drawn');
    expect(
      winListSchema.parse(ok(await call(server.url, `${L}/win-list?activityNo=LTR1`))).list,
    ).toHaveLength(2);
  });

  it('draws the other due lotteries when one fails to draw, and says that one failed', async () => {
    await openLottery(server, 'LTF1');
    await openLottery(server, 'LTF2');
    // LTF1 is due first, so a job that stopped at the first failure would never reach LTF2.
    await server.db.query(
      "UPDATE lottery_activities SET draw_at = draw_at - 60000 WHERE activity_no = 'LTF1'",
    );
    // A real fault in the database: the draw's state switch of LTF1 is refused by a trigger.
    await server.db.query(`CREATE FUNCTION refuse_ltf1() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.activity_no = 'LTF1' AND NEW.state <> OLD.state THEN RAISE EXCEPTION 'disk says no'; END IF;
        RETURN NEW;
      END $$`);
    await server.db.query(
      'CREATE TRIGGER refuse_ltf1 BEFORE UPDATE ON lottery_activities FOR EACH ROW EXECUTE FUNCTION refuse_ltf1()',
    );
    try {
      server.advance(2 * HOUR + 1000);
      await expect(drawDue(server.db, server.now())).rejects.toThrow(/: 1 of \d+ due activities failed/);
      expect(await stateOf(server, 'LTF1')).toBe('scheduled');
      expect(await stateOf(server, 'LTF2')).toBe('drawn');
    } finally {
      await server.db.query('DROP TRIGGER refuse_ltf1 ON lottery_activities');
      await server.db.query('DROP FUNCTION refuse_ltf1()');
    }
    // Once the fault is gone the next run draws it.
    expect(await drawDue(server.db, server.now())).toBe(1);
    expect(await stateOf(server, 'LTF1')).toBe('drawn');
  });
});

describe.skipIf(testDbKind !== 'postgres')('the draw job on two processes', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ shopping: { sweepIntervalMs: 200 }, sessionTtlMs: 30 * 24 * HOUR });
    servers.push(a);
    b = await startTestServer({
      databaseUrl: a.databaseUrl,
      operatorToken: a.operatorToken,
      shopping: { sweepIntervalMs: 200 },
      sessionTtlMs: 30 * 24 * HOUR,
    });
    servers.push(b);
  });

  it('draws a due lottery exactly once, whichever process claims it', async () => {
    await openLottery(a, 'LTJ1');
    for (const s of [await customer(a, 'JB'), await customer(a, 'JB'), await customer(a, 'JB')])
      ok(await s.post(`${L}/take-in`, { activityNo: 'LTJ1' }));
    // Both processes' clocks pass the draw time; a shopper reading it still finds it undrawn.
    a.advance(2 * HOUR + 1000);
    b.advance(2 * HOUR + 1000);
    const read = lotteryDetailSchema.parse(ok(await call(b.url, `${L}/activity/detail?activityNo=LTJ1`)));
    expect(['drawing', 'drawn']).toContain(read.phase);

    // The jobs of both processes run every 200 ms; one of them draws it.
    await expect.poll(() => stateOf(a, 'LTJ1'), { timeout: 10_000, interval: 100 }).toBe('drawn');
    // Two winners, two different entrants, both prizes taken: drawn once, not once per process.
    expect(await winnerRows(a, 'LTJ1')).toEqual({ n: 2, people: 2 });
    const [prizes] = await a.db.query<{ left: number }>(
      "SELECT SUM(remaining)::int AS left FROM lottery_prizes WHERE activity_no = 'LTJ1'",
    );
    expect(prizes?.left).toBe(0);
    const fromA = drawDataSchema.parse(ok(await call(a.url, `${L}/draw-data?activityNo=LTJ1`)));
    const fromB = drawDataSchema.parse(ok(await call(b.url, `${L}/draw-data?activityNo=LTJ1`)));
    expect(fromA.winners).toHaveLength(2);
    expect(fromB).toEqual(fromA);
  });
});
