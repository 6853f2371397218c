import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDataSchema } from '../../schemas/api/lottery';
import {
  operatorQualificationListSchema,
  qualificationActivityListSchema,
  qualificationCodeListSchema,
  qualificationConfirmationSchema,
  qualificationCreatedSchema,
  qualificationDetailSchema,
  qualificationDrawResultSchema,
  qualificationInventorySchema,
  qualificationMyCodeSchema,
  qualificationOrderResultSchema,
  qualificationTakeInResultSchema,
} from '../../schemas/api/qualification';
import { drawWinners } from '../../server/domain/lottery-draw';
import { CODE_WORD_PATTERN } from '../../server/domain/qualification-code-word';
import { releaseHolds } from '../../server/services/qualification-hold';
import { call, startTestServer, type TestServer } from './helpers';
import { newCustomer, ORDER, ok, payAtCashier, type Shopper } from './shopping-helpers';

const H = '/api/lottery/huawei';
const OP = '/api/operator/qualification';
const PHONE = 'SKU2000201'; // iPhone 17 128GB, stock 200
const HOUR = 60 * 60 * 1000;
let now = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    shopping: { sweepIntervalMs: 0 },
    clock: () => now,
    sessionTtlMs: 30 * 24 * HOUR,
  });
});
afterAll(() => server?.stop());

let nextNo = 0;
type Customer = Shopper & { id: number; no: string; userCode: string };
/** A signed-in customer with consent and a default address (a new row beyond the seeded ones). */
async function customer(): Promise<Customer> {
  nextNo += 1;
  const no = `Q${String(nextNo).padStart(4, '0')}`;
  return newCustomer(server, { no, nick: `抽签用户${no}`, addressName: '抽签' });
}

const operator = (path: string, json?: unknown) =>
  call(server.url, path, {
    method: json === undefined ? 'GET' : 'POST',
    ...(json === undefined ? {} : { json }),
    headers: { 'x-operator-token': server.operatorToken },
  });

const stockOf = async (skuNo: string) =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]))[0]?.stock ??
  0;

let seq = 0;
/** A qualification draw open now, drawn in an hour, buyable for two days; created through the operator API. */
async function activity(opts: { quota?: number; invites?: string[]; skuNo?: string } = {}) {
  seq += 1;
  const activityNo = `QT${seq}`;
  const created = qualificationCreatedSchema.parse(
    ok(
      await operator(`${OP}/activities`, {
        activityNo,
        title: `测试抽签 ${activityNo}`,
        rules: '测试规则',
        skuNo: opts.skuNo ?? PHONE,
        launchPriceCents: 499900,
        quota: opts.quota ?? 1,
        invitedOnly: opts.invites !== undefined,
        invites: opts.invites ?? [],
        joinStartAt: now - HOUR,
        joinEndAt: now + HOUR,
        drawAt: now + HOUR,
        claimDeadline: now + 48 * HOUR,
      }),
    ),
  );
  expect(created.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  return activityNo;
}

const takeIn = async (s: Shopper, activityNo: string) =>
  qualificationTakeInResultSchema.parse(ok(await s.post(`${H}/take-in`, { activityNo })));

const detail = async (s: Shopper, activityNo: string) =>
  qualificationDetailSchema.parse(ok(await s.get(`${H}/activity/detail`, { activityNo })));

/** Moves the clock to the draw and has the operator run it (the timer would do the same, once). */
async function draw(activityNo: string) {
  now += HOUR + 1000;
  return qualificationDrawResultSchema.parse(ok(await operator(`${OP}/draw`, { activityNo })));
}

async function addressOf(c: Customer) {
  const [a] = await server.db.query<{ id: number }>('SELECT id FROM addresses WHERE customer_id = $1', [
    c.id,
  ]);
  return a?.id ?? 0;
}

const pay = (s: Shopper, orderNo: string) => payAtCashier(server.url, s, orderNo);

describe('qualification lottery', () => {
  it('seeds the launch draw with two phones held out of the SKU stock', async () => {
    const list = qualificationActivityListSchema.parse(ok(await call(server.url, `${H}/activity/list`)));
    const seeded = list.list.find((a) => a.activityNo === 'QL2001');
    expect(seeded).toMatchObject({ phase: 'open', quota: 2, product: { skuNo: 'SKU2000102' } });
    const inv = qualificationInventorySchema.parse(
      ok(await call(server.url, `${H}/inventory?activityNo=QL2001`)),
    );
    expect(inv).toMatchObject({ quota: 2, held: 2, releasedAt: null });
    // Not among the plain lotteries.
    const plain = ok(
      await call<{ list: { activityNo: string }[] }>(server.url, '/api/lottery/activity/list'),
    );
    expect(plain.list.map((a) => a.activityNo)).not.toContain('QL2001');
  });

  it('refuses customers who are not invited with the spec message, and admits the invited once', async () => {
    const invited = await customer();
    const other = await customer();
    const no = await activity({ invites: [invited.no] });
    const refused = await call(server.url, `${H}/take-in`, {
      method: 'POST',
      json: { activityNo: no },
      userCode: other.userCode,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.resCode).toBe('scalper');
    expect(refused.body.resMsg).toBe('本活动仅限特邀用户参与，您暂无邀请资格，无法参与');
    const en = await call(server.url, `${H}/take-in`, {
      method: 'POST',
      json: { activityNo: no },
      userCode: other.userCode,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.resMsg).toBe(
      'This activity is only for specially invited users; you lack the invitation and cannot take part',
    );
    const mine = await takeIn(invited, no);
    expect(mine.codeWord).toMatch(CODE_WORD_PATTERN);
    const twice = await invited.post(`${H}/take-in`, { activityNo: no });
    expect(twice.body.result).toEqual({ reason: 'already_joined' });
  });

  it("keeps code words private: one customer never sees another customer's", async () => {
    const a = await customer();
    const b = await customer();
    const no = await activity();
    const wordA = (await takeIn(a, no)).codeWord;
    const wordB = (await takeIn(b, no)).codeWord;
    expect(wordA).not.toBe(wordB);
    const listB = qualificationCodeListSchema.parse(ok(await b.get(`${H}/qualification/my-code-list`)));
    expect(listB.list.map((w) => w.codeWord)).toEqual([wordB]);
    const codeB = qualificationMyCodeSchema.parse(ok(await b.get(`${H}/my-code`, { activityNo: no })));
    expect(codeB.codeWord).toBe(wordB);
    expect(JSON.stringify(codeB)).not.toContain(wordA);
    expect((await detail(b, no)).mine.codeWord).toBe(wordB);
    // A visitor sees no words at all.
    const anon = ok(await call(server.url, `${H}/activity/detail?activityNo=${no}`));
    expect(JSON.stringify(anon)).not.toContain(wordA);
    // Asking for a word of a draw one did not enter is refused.
    const c = await customer();
    expect((await c.post(`${H}/code-word`, { activityNo: no })).body.result).toEqual({
      reason: 'not_entered',
    });
  });

  it('lets only the winner buy, once, even with parallel submits; the order is paid like any order', async () => {
    const winner = await customer();
    const loser = await customer();
    const no = await activity({ quota: 1 });
    await takeIn(winner, no);
    await takeIn(loser, no);
    const before = await stockOf(PHONE);
    const drawn = await draw(no);
    expect(drawn).toMatchObject({ drewNow: true, winners: 1 });
    // The draw is the lottery's: anyone recomputes it from the published data.
    const data = drawDataSchema.parse(ok(await call(server.url, `/api/lottery/draw-data?activityNo=${no}`)));
    expect(
      createHash('sha256')
        .update(data.seed ?? '')
        .digest('hex'),
    ).toBe(data.seedCommitment);
    const entries = (data.entries ?? []).map((l) => {
      const [code = '', owner = ''] = l.split(' ');
      return { code, owner };
    });
    expect(drawWinners(data.seed ?? '', entries, data.prizes).wins.map((w) => w.code)).toEqual(
      data.winners.map((w) => w.code),
    );
    // A second run draws nothing.
    expect(
      qualificationDrawResultSchema.parse(ok(await operator(`${OP}/draw`, { activityNo: no }))).drewNow,
    ).toBe(false);

    const states = [(await detail(winner, no)).mine.state, (await detail(loser, no)).mine.state].sort();
    expect(states).toEqual(['lost', 'won']);
    const [w, l] = (await detail(winner, no)).mine.state === 'won' ? [winner, loser] : [loser, winner];

    // The draw's message sends the winner to the launch pages' result, not the plain lottery's.
    const inbox = ok(await w.get('/api/im/message/list?kind=activity')) as {
      list: { target?: { type: string; activityNo?: string } }[];
    };
    expect(inbox.list.map((m) => m.target).filter((t) => t?.activityNo === no)).toEqual([
      { type: 'qualify', activityNo: no },
    ]);

    // The right shows among the qualification's waiting prizes, not among the plain lottery's.
    const waiting = ok(await w.get(`${H}/waiting-prize`)) as { list: { activityNo: string }[] };
    expect(waiting.list.map((x) => x.activityNo)).toContain(no);
    for (const path of ['/api/lottery/list', '/api/lottery/waiting-prize']) {
      const plain = ok(await w.get(path)) as {
        list: { activityNo?: string; activity?: { activityNo: string } }[];
      };
      expect(plain.list.map((x) => x.activityNo ?? x.activity?.activityNo)).not.toContain(no);
    }

    const refused = await l.post(`${H}/order-create`, { activityNo: no, addressId: await addressOf(l) });
    expect(refused.status).toBe(403);
    expect(refused.body.result).toEqual({ reason: 'not_qualified' });

    const confirm = qualificationConfirmationSchema.parse(
      ok(await w.get(`${H}/order-confirmation`, { activityNo: no })),
    );
    expect(confirm).toMatchObject({ payableCents: 499900, state: 'won', quantity: 1 });
    expect(confirm.address).not.toBeNull();

    const addressId = await addressOf(w);
    // The uniqueCode header is the order's idempotency key: without one nothing is ordered.
    const keyless = await w.post(`${H}/order-create`, { activityNo: no, addressId }, '');
    expect(keyless.status).toBe(400);
    expect(keyless.body.resMsg).toContain('uniqueCode');
    expect(await stockOf(PHONE)).toBe(before);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => w.post(`${H}/order-create`, { activityNo: no, addressId })),
    );
    const made = answers.filter((a) => a.body.resCode === '0000');
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.resCode !== '0000'))
      expect(a.body.result).toEqual({ reason: 'already_ordered' });
    const order = qualificationOrderResultSchema.parse(made[0]?.body.result);
    expect(order.payableCents).toBe(499900);
    // The unit came from the hold, not from the stock others buy from.
    expect(await stockOf(PHONE)).toBe(before);
    expect(await pay(w, order.orderNo)).toContain('payStatus=success');
    expect((await detail(w, no)).mine).toMatchObject({ state: 'purchased', orderNo: order.orderNo });
    const again = await w.post(`${H}/order-create`, { activityNo: no, addressId });
    expect(again.body.result).toEqual({ reason: 'already_ordered' });
    // Not entering at all gives no right either.
    const stranger = await customer();
    const notIn = await stranger.post(`${H}/order-create`, {
      activityNo: no,
      addressId: await addressOf(stranger),
    });
    expect(notIn.body.result).toEqual({ reason: 'not_qualified' });
  });

  it("puts a cancelled order's phone back into the hold, so the winner may order again", async () => {
    const sku = 'SKU2000202';
    const winner = await customer();
    const no = await activity({ quota: 1, skuNo: sku });
    await takeIn(winner, no);
    await draw(no);
    const shelf = await stockOf(sku);
    const addressId = await addressOf(winner);
    const first = qualificationOrderResultSchema.parse(
      ok(await winner.post(`${H}/order-create`, { activityNo: no, addressId })),
    );
    ok(await winner.post(`${ORDER}/cancel`, { orderNo: first.orderNo, reason: '不想要了' }));
    // The unit is the winner's again, not the shelf's.
    expect(await stockOf(sku)).toBe(shelf);
    const inv = qualificationInventorySchema.parse(
      ok(await call(server.url, `${H}/inventory?activityNo=${no}`)),
    );
    expect(inv.held).toBe(1);
    expect((await detail(winner, no)).mine.state).toBe('won');
    const second = qualificationOrderResultSchema.parse(
      ok(await winner.post(`${H}/order-create`, { activityNo: no, addressId })),
    );
    expect(second.orderNo).not.toBe(first.orderNo);
    expect((await detail(winner, no)).mine).toMatchObject({ state: 'ordered', orderNo: second.orderNo });
  });

  it('holds the phones for the winners and releases the unused ones at the deadline', async () => {
    // Its own SKU, so the other tests' holds released at the same moment do not count here.
    const sku = 'SKU2000202';
    const winner = await customer();
    const start = await stockOf(sku);
    const no = await activity({ quota: 3, skuNo: sku });
    expect(await stockOf(sku)).toBe(start - 3);
    await takeIn(winner, no);
    await draw(no);
    expect((await detail(winner, no)).mine.state).toBe('won');
    const held = qualificationInventorySchema.parse(
      ok(await call(server.url, `${H}/inventory?activityNo=${no}`)),
    );
    expect(held).toMatchObject({ quota: 3, held: 3, winners: 1, releasedAt: null });

    now += 48 * HOUR;
    const { claimDeadline } = await detail(winner, no);
    const inventory = async () =>
      qualificationInventorySchema.parse(ok(await call(server.url, `${H}/inventory?activityNo=${no}`)));
    const row = async () =>
      (
        await server.db.query<{ held: number; released: boolean }>(
          'SELECT held, released_at IS NOT NULL AS released FROM qualification_activities WHERE activity_no = $1',
          [no],
        )
      )[0];
    // Reads answer the release at the deadline at once (ADR 0074) and write nothing: the phones are still held.
    expect(await inventory()).toMatchObject({ held: 0, releasedAt: claimDeadline });
    expect((await detail(winner, no)).mine.state).toBe('lapsed');
    ok(await winner.get(`${H}/list`));
    ok(await call(server.url, `${H}/activity/list?pageNo=1&pageSize=50`));
    expect(await row()).toEqual({ held: 3, released: false });
    expect(await stockOf(sku)).toBe(start - 3);
    // The release job gives them back, as of the deadline; the answer does not move.
    expect(await releaseHolds(server.db, now)).toBeGreaterThanOrEqual(1);
    expect(await row()).toEqual({ held: 0, released: true });
    expect(await stockOf(sku)).toBe(start);
    expect(await inventory()).toMatchObject({ held: 0, releasedAt: claimDeadline });
    const late = await winner.post(`${H}/order-create`, {
      activityNo: no,
      addressId: await addressOf(winner),
    });
    expect(late.body.result).toEqual({ reason: 'lapsed' });
    // Released once: another run gives nothing back twice.
    await releaseHolds(server.db, now);
    expect(await stockOf(sku)).toBe(start);
  });

  it('draws once however many operators and timers ask at the same moment', async () => {
    const a = await customer();
    const no = await activity({ quota: 1 });
    await takeIn(a, no);
    now += HOUR + 1000;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => operator(`${OP}/draw`, { activityNo: no })),
    );
    const results = answers.map((r) => qualificationDrawResultSchema.parse(ok(r)));
    expect(results.filter((r) => r.drewNow)).toHaveLength(1);
    for (const r of results) expect(r.winners).toBe(1);
    const entries = ok(await operator(`${OP}/entries?activityNo=${no}`)) as { list: { won: boolean }[] };
    expect(entries.list).toEqual([expect.objectContaining({ customerNo: a.no, won: true })]);
  });

  it('reads the entries of a due draw without drawing it or releasing anything (a read never writes)', async () => {
    const a = await customer();
    const no = await activity({ quota: 1 });
    await takeIn(a, no);
    now += HOUR + 1000;
    const stateOf = async () =>
      (
        await server.db.query<{ state: string; drawn_at: number | string | null }>(
          'SELECT state, drawn_at FROM lottery_activities WHERE activity_no = $1',
          [no],
        )
      )[0];
    const before = await stateOf();
    const stock = await stockOf(PHONE);
    const read = ok(await operator(`${OP}/entries?activityNo=${no}`)) as { list: { won: boolean }[] };
    expect(read.list).toEqual([expect.objectContaining({ customerNo: a.no, won: false })]);
    expect(await stateOf()).toEqual(before);
    expect(before?.state).not.toBe('drawn');
    expect(await stockOf(PHONE)).toBe(stock);
    // The explicit draw runs it; the entries then show the winner.
    expect(ok(await operator(`${OP}/draw`, { activityNo: no }))).toMatchObject({ drewNow: true });
    const after = ok(await operator(`${OP}/entries?activityNo=${no}`)) as { list: { won: boolean }[] };
    expect(after.list).toEqual([expect.objectContaining({ customerNo: a.no, won: true })]);
  });

  it('lists every activity for operators with its entrants, winners and the draw only once it is due', async () => {
    const no = await activity();
    const listed = async () =>
      operatorQualificationListSchema
        .parse(ok(await operator(`${OP}/activities`)))
        .list.find((a) => a.activityNo === no);
    expect(await listed()).toMatchObject({ phase: 'open', entrants: 0, winners: 0, quota: 1, actions: [] });
    await takeIn(await customer(), no);
    now += HOUR + 1000;
    // Due and not drawn: the list writes nothing, so the operator is offered the draw.
    expect(await listed()).toMatchObject({ entrants: 1, winners: 0, actions: ['draw'] });
    expect(
      qualificationDrawResultSchema.parse(ok(await operator(`${OP}/draw`, { activityNo: no }))),
    ).toMatchObject({
      drewNow: true,
      winners: 1,
    });
    expect(await listed()).toMatchObject({ phase: 'drawn', winners: 1, actions: [] });
    const anon = await call(server.url, `${OP}/activities`);
    expect(anon.status).toBe(403);
  });

  it('refuses an operator create without the token and a quota beyond the stock', async () => {
    const anon = await call(server.url, `${OP}/draw`, { method: 'POST', json: { activityNo: 'QL2001' } });
    expect(anon.status).toBe(403);
    const tooMany = await operator(`${OP}/activities`, {
      activityNo: 'QTBIG',
      title: '太多',
      rules: '规则',
      skuNo: PHONE,
      launchPriceCents: 100,
      quota: 10_000,
      joinStartAt: now,
      joinEndAt: now + HOUR,
      drawAt: now + HOUR,
      claimDeadline: now + 2 * HOUR,
    });
    expect(tooMany.body.result).toEqual({ reason: 'sold_out' });
    const early = await operator(`${OP}/draw`, { activityNo: 'QL2001' });
    expect(early.body.result).toEqual({ reason: 'not_due' });
  });
});
