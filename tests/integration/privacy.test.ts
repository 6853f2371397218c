import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeletionStatus, type MyData, myDataSchema } from '../../schemas/api/privacy';
import { uploadResultSchema } from '../../schemas/api/uploads';
import { DAY_MS } from '../../server/domain/local-day';
import { DbIngestSink } from '../../server/ingest/db-sink';
import { stayEvent } from '../../server/ingest/testing/events';
import { createJobRunner } from '../../server/jobs/runner';
import { ownRowCount, unmaskedRowCount } from '../../server/repos/personal-data';
import { PERSONAL_TABLES } from '../../server/repos/personal-data-registry';
import { accountErasureJob, type ErasureDeps } from '../../server/services/privacy';
import { buyAndPay } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer, testDbKind } from './helpers';
import { newCustomer, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * A customer sees and exports what the mall holds about them (theirs only), and asks for
 * their account to be deleted: cancelled during the cooling-off nothing changes; after it the erasure job
 * leaves no personal field of theirs in any table while the other customer keeps everything. Real
 * database (PGlite, or PostgreSQL under test:postgres), real job runner, the server's movable clock.
 */
const PRIVACY = '/api/mlife/privacy';
const CREAM = 'SKU2500401';
const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
const COOLING_DAYS = 15;

let server: TestServer;
let deps: ErasureDeps;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  deps = {
    db: server.db,
    config: {
      clock: () => server.now(),
      logger: () => {},
      dataDir: server.dataDir,
      fileStore: testDbKind === 'postgres' ? 'db' : 'disk',
      retention: { deletionCoolingDays: COOLING_DAYS },
    },
  };
});
afterAll(() => server?.stop());

/** What is special about one customer: strings only they put in the mall, searched for in every table. */
interface Person {
  no: string;
  id: number;
  s: Shopper;
  userCode: string;
  mobile: string;
  nick: string;
  receiver: string;
  chat: string;
  orderNo: string;
  fileId: string;
  loginIds: string[];
}

async function upload(userCode: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${server.url}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: { userCode },
    body: form,
  });
  const body = (await res.json()) as { resCode: string; result: unknown };
  expect(body.resCode).toBe('0000');
  return uploadResultSchema.parse(body.result).fileId;
}

const served = async (fileId: string) =>
  (await fetch(`${server.url}/api/file-storage/file/upload/${fileId}`)).status;

let seq = 0;
/** Tracking events as the SDK sends them while signed in: the session's userCode is the loginId. */
async function track(loginId: string, count: number): Promise<void> {
  const events = Array.from({ length: count }, () => {
    seq += 1;
    // Stamped now: the tracking retention job (its own, ADR 0041) drops events past their period.
    return stayEvent(seq, {
      sessionId: `s-${loginId.slice(0, 8)}`,
      eventId: `ev-priv-${seq}`,
      loginId,
      time: server.now(),
    });
  });
  const w = await new DbIngestSink(server.db).write(events, {
    channel: 'normal',
    receivedAt: server.now(),
    dropped: {},
    resend: false,
  });
  expect(w.stored).toBe(count);
}

/** A customer with a profile, an address, a paid order, consent, a chat, a picture and tracking events. */
async function person(tag: string, mobile: string): Promise<Person> {
  const nick = `昵称${tag}`;
  const receiver = `收货人${tag}`;
  const c = await newCustomer(server, { no: `PRIV${tag}`, nick, addressName: receiver });
  await server.db.query('UPDATE customers SET mobile = $2 WHERE id = $1', [c.id, mobile]);
  await server.db.query('UPDATE addresses SET phone = $2 WHERE customer_id = $1', [c.id, mobile]);
  const order = await buyAndPay(server, c, CREAM, 1);
  ok(await c.post('/api/channel/product/add-favor', { skuNo: CREAM }));
  const thread = ok(
    await c.post<{ threadId: string }>('/api/im/thread/open', { subject: 'store', subjectNo: 'ST1001' }),
  );
  const chat = `我的聊天${tag}`;
  ok(await c.post('/api/im/send', { threadId: thread.threadId, clientMsgId: `m-${tag}`, text: chat }));
  const fileId = await upload(c.userCode);
  await track(c.userCode, 3);
  return {
    no: c.no,
    id: c.id,
    s: c,
    userCode: c.userCode,
    mobile,
    nick,
    receiver,
    chat,
    orderNo: order.orderNo,
    fileId,
    loginIds: [c.userCode],
  };
}

/** Signs the person in again (sessions end after two idle hours; the clock moves by days here). */
async function signIn(p: Person): Promise<void> {
  p.userCode = await login(server.url, p.no);
  p.s = shopper(server.url, p.userCode);
  p.loginIds.push(p.userCode);
}

const myData = async (p: Person): Promise<MyData> =>
  myDataSchema.parse(ok(await p.s.get(`${PRIVACY}/my-data`)));

async function exported(p: Person): Promise<{ res: Response; text: string }> {
  const res = await fetch(`${server.url}${PRIVACY}/my-data/export`, { headers: { userCode: p.userCode } });
  return { res, text: await res.text() };
}

/** The runners' own clock (the jobs table is shared, so it only moves forward), hours ahead of the wall. */
let runnerNow = Date.now();

/** Runs the erasure job as the cluster would: two runners at once (their timers too), one runs it. */
async function runErasureJob(): Promise<void> {
  // Past the job's interval (hourly) since its last run or registration, before any runner looks.
  runnerNow += 3 * 60 * 60 * 1000;
  const spec = accountErasureJob(deps);
  let runs = 0;
  const counted = {
    ...spec,
    run: () => {
      runs += 1;
      return spec.run();
    },
  };
  const log = () => {};
  const runners = await Promise.all(
    [1, 2].map(() => createJobRunner({ db: server.db, jobs: [counted], log, now: () => runnerNow })),
  );
  await Promise.all(runners.map((r) => r.tick()));
  // stop() waits for a pass in flight (an explicit tick or the runner's own timer).
  await Promise.all(runners.map((r) => r.stop()));
  expect(runs).toBe(1);
}

/** Every text of every column of every table, searched for the strings only this person put there. */
async function tablesHolding(needles: readonly string[]): Promise<string[]> {
  // Partitions are left out: their parent (trace_events) is scanned and holds their rows.
  const cols = await server.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        AND NOT EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhrelid
                         WHERE p.relname = c.table_name)`,
  );
  const found: string[] = [];
  for (const { table_name: t, column_name: c } of cols) {
    // One query per column for every needle: the scan is the slow part, not the needles.
    const rows = await server.db.query<{ needle: string }>(
      `SELECT needle FROM unnest($1::text[]) AS needle
        WHERE EXISTS (SELECT 1 FROM "${t}" WHERE position(needle in "${c}"::text) > 0)`,
      [[...needles]],
    );
    for (const { needle } of rows) found.push(`${t}.${c} has ${needle}`);
  }
  return found;
}

const needlesOf = (p: Person) => [p.mobile, p.nick, p.receiver, p.chat, ...p.loginIds];

let li: Person;
let wang: Person;

describe('personal data rights', () => {
  beforeAll(async () => {
    li = await person('Li', '13711112222');
    wang = await person('Wang', '13633334444');
  });

  it('answers 0003 to every call when signed out', async () => {
    for (const path of ['my-data', 'my-data/export', 'deletion']) {
      expect((await call(server.url, `${PRIVACY}/${path}`)).body.resCode, path).toBe('0003');
    }
    const post = await call(server.url, `${PRIVACY}/deletion`, { json: { confirm: true } });
    expect(post.body.resCode).toBe('0003');
  });

  it('shows what the mall holds about the customer, masked, with counts', async () => {
    const mine = await myData(li);
    expect(mine.profile).toEqual({ nickName: li.nick, mobile: '137****2222', customerNo: li.no });
    expect(mine.addresses).toEqual([
      { name: li.receiver, phone: '137****2222', region: '广东省 深圳市 南山区', detail: '科技园1号' },
    ]);
    expect(mine.ordersCount).toBe(1);
    expect(mine.uploadsCount).toBe(1);
    expect(mine.trackingEventsCount).toBe(3);
    expect(mine.consentHistory).toEqual([
      { action: 'grant', licenseVersion: '1.0.2', at: expect.any(Number) },
    ]);
    expect(mine.deletion).toEqual({
      state: 'none',
      requestedAt: null,
      dueAt: null,
      coolingDays: COOLING_DAYS,
    });
  });

  it('exports the customer’s data as a file, and nobody else’s', async () => {
    const { res, text } = await exported(li);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mbankmall-my-data-.+\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const file = JSON.parse(text) as { tables: Record<string, unknown> };
    expect(file.tables.orders).toEqual([expect.objectContaining({ order_no: li.orderNo })]);
    expect(file.tables.im_messages).toEqual([expect.objectContaining({ body: li.chat })]);
    expect(file.tables.trace_events).toEqual({ count: 3 });
    // The profile's number is masked as on every screen; the address book holds what the customer typed.
    expect(file.tables.customers).toEqual([
      expect.objectContaining({ mobile: '137****2222', nick_name: li.nick }),
    ]);
    expect(text).toContain(li.receiver);
    // Nothing of the other customer, and no secret (session hashes, tokens).
    for (const other of [...needlesOf(wang), wang.orderNo, wang.fileId]) expect(text).not.toContain(other);
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain(li.userCode);
  });

  it('keeps everything when the deletion is cancelled during the cooling-off', async () => {
    const before = await exported(li);
    const asked = ok<DeletionStatus>(await li.s.post(`${PRIVACY}/deletion`, { confirm: true }));
    expect(asked).toEqual({
      state: 'pending',
      requestedAt: server.now(),
      dueAt: server.now() + COOLING_DAYS * DAY_MS,
      coolingDays: COOLING_DAYS,
    });
    const twice = await li.s.post(`${PRIVACY}/deletion`, { confirm: true });
    expect(twice.status).toBe(409);
    expect((await myData(li)).deletion.state).toBe('pending');

    server.advance((COOLING_DAYS - 1) * DAY_MS);
    await signIn(li);
    const cancelled = ok<DeletionStatus>(await li.s.post(`${PRIVACY}/deletion/cancel`));
    expect(cancelled.state).toBe('none');
    expect((await li.s.post(`${PRIVACY}/deletion/cancel`)).status).toBe(409);

    server.advance(2 * DAY_MS); // past the day the request would have been due
    await runErasureJob();
    await signIn(li);
    const after = await exported(li);
    const tablesOf = (t: string) => (JSON.parse(t) as { tables: Record<string, unknown> }).tables;
    // Same rows as before the request, except the request itself, the stored answers of these calls and
    // the sign-ins since.
    const since = ['privacy_requests', 'idempotency_keys', 'sessions', 'sso_codes'];
    const without = (t: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(t).filter(([k]) => !since.includes(k)));
    expect(without(tablesOf(after.text))).toEqual(without(tablesOf(before.text)));
    expect(Object.keys(tablesOf(after.text))).toContain('orders');
    expect(await served(li.fileId)).toBe(200);
  });

  it('erases the customer after the cooling-off, and only them', async () => {
    ok(await li.s.post(`${PRIVACY}/deletion`, { confirm: true }));
    server.advance(COOLING_DAYS * DAY_MS - 60_000);
    await runErasureJob(); // a minute early: nothing happens
    await signIn(li);
    expect((await myData(li)).ordersCount).toBe(1);
    await signIn(wang);
    await track(wang.userCode, 1);

    server.advance(60_000);
    await runErasureJob();

    // Every registry table: the customer's rows deleted, or masked (each masked row equals its own mask).
    for (const t of PERSONAL_TABLES) {
      if (t.erase.kind === 'delete') expect(await ownRowCount(server.db, t, li.id), t.table).toBe(0);
      if (t.erase.kind === 'mask') expect(await unmaskedRowCount(server.db, t, li.id), t.table).toBe(0);
    }
    // Whatever the registry says, no table holds a string only this customer put there.
    expect(await tablesHolding(needlesOf(li))).toEqual([]);
    // The order stays for the accounting, its receiver masked; the picture is gone from the store.
    const [order] = await server.db.query<{ address: string; payable_cents: number }>(
      'SELECT address, payable_cents FROM orders WHERE order_no = $1',
      [li.orderNo],
    );
    expect(JSON.parse(order?.address ?? '{}')).toMatchObject({ name: '*', phone: '*', detail: '*' });
    expect(await served(li.fileId)).toBe(404);
    // Signed out everywhere, and the bank's sign-on no longer finds the account.
    expect((await call(server.url, `${PRIVACY}/my-data`, { userCode: li.userCode })).body.resCode).toBe(
      '0003',
    );
    await expect(login(server.url, li.no)).rejects.toThrow();

    // The other customer keeps everything.
    const other = await myData(wang);
    expect(other).toMatchObject({ ordersCount: 1, uploadsCount: 1, trackingEventsCount: 4 });
    expect(await served(wang.fileId)).toBe(200);
    expect(await tablesHolding([wang.mobile, wang.receiver, wang.chat])).not.toEqual([]);

    // Run again: nothing more happens (the request is done).
    const snapshot = await server.db.query('SELECT * FROM orders WHERE customer_id = $1 ORDER BY order_no', [
      li.id,
    ]);
    await runErasureJob();
    expect(
      await server.db.query('SELECT * FROM orders WHERE customer_id = $1 ORDER BY order_no', [li.id]),
    ).toEqual(snapshot);
    const [request] = await server.db.query<{ state: string }>(
      'SELECT state FROM privacy_requests WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
      [li.id],
    );
    expect(request?.state).toBe('done');
  });

  it('lists the requests for auditors and records who read them', async () => {
    const res = await fetch(`${server.url}/api/operator/privacy-requests`, {
      headers: { 'x-operator-token': server.operatorToken },
    });
    const body = (await res.json()) as { resCode: string; result: { customerId: number; state: string }[] };
    expect(body.resCode).toBe('0000');
    expect(body.result.filter((r) => r.customerId === li.id).map((r) => r.state)).toEqual([
      'done',
      'cancelled',
    ]);
    const audit = await server.db.query<{ actor: string }>('SELECT actor FROM privacy_audit');
    expect(audit.length).toBeGreaterThan(0);
  });
});
