import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfirmation } from '../../server/repos/confirmations';
import { startServer } from '../../server/start';
import { login } from '../integration/helpers';
import { percentile } from './stats';

/**
 * create-order throughput and latency: the embedded server in this process on a fresh data
 * directory, loopback only; autocannon in a child process drives create-order with a fresh confirmation
 * and uniqueCode per request, at 10 and then at 50 connections on the same server. Each run is bounded to
 * `amount` requests or `maxSeconds`, whichever ends first. Figures are printed, never asserted; each run's
 * new orders are checked against the stock it took, so a fast-but-wrong run shows.
 */
const SKU = 'SKU2400101';
const STOCK = 1_000_000;
const LOAD_SCRIPT = fileURLToPath(new URL('./create-order-load.ts', import.meta.url));

interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  statuses: Record<string, number>;
  latencies: number[];
  errors: number;
  timeouts: number;
}

function runLoad(planFile: string, killAfterMs: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, planFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), killAfterMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) return reject(new Error(`load process exited with ${code}`));
      resolve(JSON.parse(line) as LoadResult);
    });
  });
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Orders so far and the SKU's stock left: a run's check is the change of both. */
async function tally(server: Server): Promise<{ orders: number; stock: number }> {
  const [orders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  const [left] = await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [SKU]);
  return { orders: orders?.n ?? 0, stock: left?.stock ?? STOCK };
}

export async function benchCreateOrder(
  amount = 2000,
  connectionCounts: readonly number[] = [10, 50],
  maxSeconds = 10,
): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-bench-orders-'));
  const server = await startServer({
    port: 0,
    dataDir,
    logger: () => {},
    distDir: join(dataDir, 'no-dist'),
    shopping: { sweepIntervalMs: 0 },
  });
  try {
    const userCode = await login(server.url, 'C0003');
    await server.db.query('UPDATE skus SET stock = $2 WHERE sku_no = $1', [SKU, STOCK]);
    const [customer] = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE customer_no = 'C0003'",
    );
    const customerId = customer?.id ?? 0;
    const [address] = await server.db.query<{ id: number }>(
      `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default, created_at,
         updated_at) VALUES ($1, 'Bench', '13700137003', 'Guangdong', 'Shenzhen', 'Nanshan', '1 Bench Road', true, 0, 0)
       RETURNING id`,
      [customerId],
    );

    /** One bounded run at `connections`; `tag` keeps its uniqueCodes apart from the other runs'. */
    const run = async (connections: number, count: number, tag: string) => {
      // Confirmations are made directly (the same function confirmation-info uses) so only create-order is timed.
      const now = Date.now();
      const tokens: string[] = [];
      await server.db.transaction(async (tx) => {
        for (let i = 0; i < count; i++) {
          const c = await createConfirmation(tx, {
            customerId,
            source: 'buyNow',
            lines: [{ skuNo: SKU, quantity: 1, lineId: null, stage: null }],
            now,
            ttlMs: 60 * 60 * 1000,
          });
          tokens.push(c.token);
        }
      });
      const planFile = join(dataDir, `plan-${tag}.json`);
      const plan = {
        url: server.url,
        userCode,
        addressId: address?.id ?? 0,
        tokens,
        connections,
        maxSeconds,
        tag,
      };
      writeFileSync(planFile, JSON.stringify(plan));
      const before = await tally(server);
      const r = await runLoad(planFile, (maxSeconds + 20) * 1000);
      const after = await tally(server);
      return { r, orders: after.orders - before.orders, taken: before.stock - after.stock };
    };

    // Not reported: JIT and first-statement costs stay out of the first figure.
    await run(10, 100, 'warm-up');
    const lines = [
      `## create-order (embedded PGlite, loopback, load in a second process; at most ${amount} orders or ${maxSeconds} s per run; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    ];
    for (const connections of connectionCounts) {
      const { r, orders, taken } = await run(connections, amount, `c${connections}`);
      const ok = r.statuses['200'] ?? 0;
      // Requests still in flight when the time bound stops the load are answered to nobody but do create
      // orders, so up to one per connection more orders than counted successes is expected.
      const consistent = taken === orders && orders - ok >= 0 && orders - ok <= connections;
      lines.push(
        `${String(connections).padStart(2)} connections: ${r.requests} requests in ${r.seconds.toFixed(1)} s, ${r.rps.toFixed(1)} req/s; p50 ${percentile(r.latencies, 50).toFixed(1)} ms   p95 ${percentile(r.latencies, 95).toFixed(1)} ms   p99 ${percentile(r.latencies, 99).toFixed(1)} ms   max ${Math.max(...r.latencies).toFixed(1)} ms; statuses ${JSON.stringify(r.statuses)}`,
        `   check: ${orders} orders, ${ok} answered successes, stock taken ${taken} ${consistent ? '(orders == stock taken: consistent)' : '(INCONSISTENT)'}`,
      );
    }
    return lines;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await benchCreateOrder()).join('\n'));
}
