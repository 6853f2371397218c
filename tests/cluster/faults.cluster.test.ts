import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { type Cluster, startCluster } from '../../scripts/cluster';
import { login } from '../integration/helpers';
import { ORDER } from '../integration/shopping-helpers';

/**
 * "Tests that must exist": three built server processes on one PostgreSQL behind haproxy, driven
 * through the balancer as clients would, with real faults: a flash sale, one request code sent to every
 * process at once, one truth from every process (publish, upload, a price set by SQL), PostgreSQL stopped
 * under traffic, a process killed with SIGKILL mid-burst, one killed while it holds a background job, and one
 * told to stop (SIGTERM) under load.
 */
let cluster: Cluster;
const logs: string[] = [];
const JOB_LEASE_MS = 3000;

beforeAll(async () => {
  // A short job lease, so a job whose process is killed is taken over within the test's time.
  cluster = await startCluster({
    processes: 3,
    log: (line) => logs.push(line),
    env: { JOB_LEASE_MS: String(JOB_LEASE_MS), OPERATOR_APPROVAL: 'off' },
  });
});
afterAll(() => cluster?.stop());

/** The test's own look into the database, on a connection of its own (the database is restarted here). */
const db = {
  async query(text: string, params: unknown[] = []): Promise<{ rows: unknown[] }> {
    const client = new pg.Client({ connectionString: cluster.pg.url });
    await client.connect();
    try {
      return await client.query(text, params);
    } finally {
      await client.end();
    }
  },
};

const SKU = 'SKU2300101';
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Answer {
  status: number;
  resCode: string;
  result: unknown;
}

async function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: { resCode?: string; result?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not the mall's envelope (a balancer's own page): kept as a status alone.
  }
  return { status: res.status, resCode: parsed.resCode ?? '', result: parsed.result };
}

/** A buy-now order of one unit, through `base`, with its own request code unless one is given. */
async function buyNow(base: string, userCode: string, uniqueCode = randomUUID()): Promise<Answer> {
  const info = await post(
    base,
    `${ORDER}/confirmation-info`,
    { source: 'buyNow', skuNo: SKU, quantity: 1 },
    { userCode },
  );
  if (info.resCode !== '0000') return info;
  const confirm = confirmationInfoResultSchema.parse(info.result);
  return post(
    base,
    `${ORDER}/create-order`,
    { confirmToken: confirm.confirmToken, addressId: confirm.address?.addressId ?? 0, couponNo: null },
    { userCode, uniqueCode },
  );
}

describe('three processes on one PostgreSQL', () => {
  it('sells a flash sale exactly to its stock, and runs one request code once on all three', async () => {
    const buyers = [await login(cluster.url, 'C0001'), await login(cluster.url, 'C0002')];
    await db.query('UPDATE skus SET stock = 5 WHERE sku_no = $1', [SKU]);
    const [{ n: before }] = (
      await db.query('SELECT count(*)::int AS n FROM order_items WHERE sku_no = $1', [SKU])
    ).rows as [{ n: number }];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => buyNow(cluster.url, buyers[i % 2] ?? '')),
    );
    const placed = answers.filter((a) => a.resCode === '0000');
    expect(placed).toHaveLength(5);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const [{ n: after }] = (
      await db.query('SELECT count(*)::int AS n FROM order_items WHERE sku_no = $1', [SKU])
    ).rows as [{ n: number }];
    expect(after - before).toBe(5);
    const [{ stock }] = (await db.query('SELECT stock FROM skus WHERE sku_no = $1', [SKU])).rows as [
      { stock: number },
    ];
    expect(stock).toBe(0);

    // One request code sent to each process directly, at the same moment: one order, one answer for all.
    await db.query('UPDATE skus SET stock = 50 WHERE sku_no = $1', [SKU]);
    const buyer = buyers[0] ?? '';
    const info = confirmationInfoResultSchema.parse(
      (
        await post(
          cluster.url,
          `${ORDER}/confirmation-info`,
          { source: 'buyNow', skuNo: SKU, quantity: 1 },
          { userCode: buyer },
        )
      ).result,
    );
    const code = randomUUID();
    const same = await Promise.all(
      cluster.processes.map((p) =>
        post(
          p.url,
          `${ORDER}/create-order`,
          { confirmToken: info.confirmToken, addressId: info.address?.addressId ?? 0, couponNo: null },
          { userCode: buyer, uniqueCode: code },
        ),
      ),
    );
    const orderNos = new Set(same.map((a) => createOrderResultSchema.parse(a.result).orderNo));
    expect(orderNos.size).toBe(1);
  });

  it('shows one truth from every process: a publish, an upload, a price set by SQL', async () => {
    const [a, b] = cluster.processes;
    if (!a || !b) throw new Error('two processes needed');
    // A booth page published through A is served by B within a second.
    const title = async (base: string) => {
      const res = await fetch(`${base}/api/booth/page?pageCode=10&t=${Math.random()}`);
      return ((await res.json()) as { result?: { layout?: { title?: string } } }).result?.layout?.title;
    };
    expect(await title(b.url)).toBeTruthy();
    const layout = JSON.parse(readFileSync('fixtures/booth/home.json', 'utf8')) as { title: string };
    layout.title = `集群发布 ${randomUUID().slice(0, 8)}`;
    const operator = {
      [HeaderNames.operatorToken]: cluster.operatorToken,
      'content-type': 'application/json',
    };
    for (const [path, method, body] of [
      ['/pages/code-10/draft', 'PUT', layout],
      ['/pages/code-10/publish', 'POST', {}],
    ] as const) {
      const res = await fetch(`${a.url}/api/booth/operator${path}`, {
        method,
        headers: operator,
        body: JSON.stringify(body),
      });
      expect(((await res.json()) as { resCode: string }).resCode).toBe('0000');
    }
    await expect.poll(() => title(b.url), { timeout: 1000, interval: 50 }).toBe(layout.title);

    // A picture uploaded through A is read through B.
    const userCode = await login(a.url, 'C0001');
    const form = new FormData();
    form.append(
      'file',
      new Blob([readFileSync('fixtures/images/out/category/27@1x.png')], { type: 'image/png' }),
      'a.png',
    );
    const uploaded = (await (
      await fetch(`${a.url}/api/file-storage/file/upload`, {
        method: 'POST',
        headers: { userCode },
        body: form,
      })
    ).json()) as { result: { fileId: string } };
    expect((await fetch(`${b.url}/api/file-storage/file/upload/${uploaded.result.fileId}`)).status).toBe(200);

    // A price set by plain SQL is the price every process shows and charges.
    const [{ price }] = (
      await db.query('SELECT sale_price_cents AS price FROM skus WHERE sku_no = $1', [SKU])
    ).rows as [{ price: number }];
    await fetch(`${b.url}/api/channel/product/base?skuNo=${SKU}`); // B keeps the product in memory
    await db.query('UPDATE skus SET sale_price_cents = $2 WHERE sku_no = $1', [SKU, price + 100]);
    for (const p of cluster.processes) {
      const base = (await (
        await fetch(`${p.url}/api/channel/product/base?skuNo=${SKU}&t=${Math.random()}`)
      ).json()) as {
        result: { skus?: { skuNo: string; salePriceCents: number }[] };
      };
      expect(base.result.skus?.find((k) => k.skuNo === SKU)?.salePriceCents).toBe(price + 100);
      const info = confirmationInfoResultSchema.parse(
        (
          await post(
            p.url,
            `${ORDER}/confirmation-info`,
            { source: 'buyNow', skuNo: SKU, quantity: 1 },
            { userCode },
          )
        ).result,
      );
      expect(info.items.find((i) => i.skuNo === SKU)?.priceCents).toBe(price + 100);
    }
  });

  it('keeps every process up through a PostgreSQL restart: busy answers, never a 500, nothing acknowledged lost', async () => {
    const marker = `restart-${randomUUID()}`;
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let running = true;
    const traffic = (async () => {
      let i = 0;
      while (running) {
        const mes = `${marker}-${i++}`;
        const answer = await post(
          cluster.url,
          '/api/marketing/customer/err-mes/save',
          { mes, interfaceUrl: '/api/x' },
          { uniqueCode: randomUUID() },
        ).catch(() => ({ status: 0, resCode: '', result: null }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.resCode === '0000') acknowledged.push(mes);
        await wait(20);
      }
    })();
    await wait(800);
    cluster.pg.stop();
    // Away for 10 s, as the fault is drawn.
    await wait(10_000);
    // Meanwhile every process is alive and answers busy (503 from the mall), not an error.
    for (const p of cluster.processes) expect(p.child.exitCode, `${p.name} exited`).toBeNull();
    const restarted = Date.now();
    cluster.pg.start();
    await Promise.all(
      cluster.processes.map((p) =>
        expect
          .poll(
            () =>
              fetch(`${p.url}/api/health/ready`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 2000, interval: 50 },
          )
          .toBe(200),
      ),
    );
    expect(Date.now() - restarted).toBeLessThan(2500);
    await wait(500);
    running = false;
    await traffic;

    expect([...statuses.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    for (const p of cluster.processes) expect(p.child.exitCode, `${p.name} exited`).toBeNull();
    const rows = (await db.query('SELECT mes FROM error_reports WHERE mes LIKE $1', [`${marker}-%`]))
      .rows as {
      mes: string;
    }[];
    const stored = new Set(rows.map((r) => r.mes));
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
  });

  it('loses and doubles nothing when a process is killed mid-burst and clients retry', async () => {
    const marker = `kill-${randomUUID()}`;
    const victim = cluster.processes[1];
    if (!victim) throw new Error('no second process');
    /** A client's write with its retries (same request code), as the app's API client does. */
    const write = async (i: number): Promise<boolean> => {
      const uniqueCode = randomUUID();
      for (let attempt = 0; attempt < 8; attempt++) {
        const answer = await post(
          cluster.url,
          '/api/marketing/customer/err-mes/save',
          { mes: `${marker}-${i}`, interfaceUrl: '/api/x' },
          { uniqueCode },
        ).catch(() => ({ status: 0, resCode: '', result: null }));
        if (answer.resCode === '0000') return true;
        await wait(100 * (attempt + 1));
      }
      return false;
    };
    const burst = Array.from({ length: 60 }, (_, i) => wait(i * 10).then(() => write(i)));
    await wait(200);
    victim.child.kill('SIGKILL');
    const done = await Promise.all(burst);
    expect(done.every(Boolean)).toBe(true);
    const rows = (
      await db.query('SELECT mes, count(*)::int AS n FROM error_reports WHERE mes LIKE $1 GROUP BY mes', [
        `${marker}-%`,
      ])
    ).rows as { mes: string; n: number }[];
    expect(rows).toHaveLength(60);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(await victim.exited).toBe('SIGKILL');
    await victim.restart();
  });

  it('runs a job whose process was killed while holding it once, on another process', async () => {
    // A real job made to wait inside its run: the tracking store's day job needs the default partition's
    // lock to make a missing day, and the test holds that lock (ADR 0041).
    const day = (
      (
        await db.query(
          `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'trace_events'::regclass AND c.relname ~ '^trace_events_d[0-9]{8}$'
          ORDER BY c.relname DESC LIMIT 1`,
        )
      ).rows as { name: string }[]
    )[0]?.name;
    // A day missing makes the job take the lock (each process makes the days at boot, so they exist by now).
    if (!day) throw new Error('the day job has made no partition');
    await db.query(`DROP TABLE ${day}`);
    const holder = new pg.Client({ connectionString: cluster.pg.url });
    await holder.connect();
    let victim: (typeof cluster.processes)[number] | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE trace_events_default IN ACCESS SHARE MODE');
      await db.query(`UPDATE jobs SET due_at = 0 WHERE name = 'tracking-by-day'`);
      const deadline = Date.now() + 5000;
      while (!victim && Date.now() < deadline) {
        const [row] = (await db.query(`SELECT locked_by FROM jobs WHERE name = 'tracking-by-day'`)).rows as {
          locked_by: string | null;
        }[];
        const pid = Number(row?.locked_by?.split('-')[0]);
        victim = cluster.processes.find((p) => p.child.pid === pid);
        if (!victim) await wait(20);
      }
      if (!victim) throw new Error('no process claimed the job');
      victim.child.kill('SIGKILL');
      expect(await victim.exited).toBe('SIGKILL');
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    // Another process takes the job over once the dead one's lease ends, and its run makes the day.
    const deadline = Date.now() + JOB_LEASE_MS + 10_000;
    let job: { due_at: string; locked_by: string | null; attempts: number; made: boolean } | undefined;
    while (Date.now() < deadline) {
      job = (
        (
          await db.query(
            `SELECT due_at::text, locked_by, attempts, to_regclass($1) IS NOT NULL AS made
             FROM jobs WHERE name = 'tracking-by-day'`,
            [day],
          )
        ).rows as NonNullable<typeof job>[]
      )[0];
      if (job?.made && job.locked_by === null) break;
      await wait(100);
    }
    expect(job?.made).toBe(true);
    expect(job?.locked_by).toBeNull();
    expect(job?.attempts).toBe(0);
    // Rescheduled an interval (an hour) ahead: it ran to the end once, not parked and not left due.
    expect(Number(job?.due_at)).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    await victim.restart();
  });

  it('drains a process told to stop under load: no request lost, not ready first, gone within 10 s', async () => {
    const leaving = cluster.processes[2];
    if (!leaving) throw new Error('no third process');
    const failures: number[] = [];
    let answered = 0;
    let running = true;
    const reader = async () => {
      while (running) {
        const status = await fetch(
          `${cluster.url}/api/channel/product/base?skuNo=${SKU}&t=${Math.random()}`,
        ).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        );
        if (status === 200) answered += 1;
        else failures.push(status);
      }
    };
    const readers = [reader(), reader(), reader(), reader()];
    await wait(500);
    const signalled = Date.now();
    leaving.child.kill('SIGTERM');
    // Readiness goes false first, while the process still serves (haproxy takes it out of rotation).
    await expect
      .poll(
        () =>
          fetch(`${leaving.url}/api/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 1000,
          interval: 20,
        },
      )
      .toBe(503);
    const code = await leaving.exited;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(code).toBe(0);
    await wait(300);
    running = false;
    await Promise.all(readers);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    await leaving.restart();
  });
});
