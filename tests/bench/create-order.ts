import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfirmation } from '../../server/repos/confirmations';
import { startServer } from '../../server/start';
import { login } from '../integration/helpers';
import { percentile } from './stats';

/**
 * create-order throughput and latency (issue 5): the embedded server in this process on a fresh data
 * directory, loopback only; autocannon in a child process drives create-order with a fresh confirmation
 * and uniqueCode per request. Bounded to `amount` requests or `maxSeconds`, whichever ends first.
 * Figures are printed, never asserted; the order count and stock are checked so a fast-but-wrong run shows.
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

export async function benchCreateOrder(amount = 2000, connections = 10, maxSeconds = 10): Promise<string[]> {
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
    // Confirmations are made directly (the same function confirmation-info uses) so only create-order is timed.
    const now = Date.now();
    const tokens: string[] = [];
    await server.db.transaction(async (tx) => {
      for (let i = 0; i < amount; i++) {
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
    const planFile = join(dataDir, 'plan.json');
    writeFileSync(
      planFile,
      JSON.stringify({
        url: server.url,
        userCode,
        addressId: address?.id ?? 0,
        tokens,
        connections,
        maxSeconds,
      }),
    );
    const r = await runLoad(planFile, (maxSeconds + 20) * 1000);

    const [orders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const [left] = await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [
      SKU,
    ]);
    const taken = STOCK - (left?.stock ?? STOCK);
    const ok = r.statuses['200'] ?? 0;
    return [
      `## create-order (embedded PGlite, ${connections} connections, loopback, load in a second process)`,
      `requests ${r.requests} in ${r.seconds.toFixed(1)} s: ${r.rps.toFixed(1)} req/s; statuses ${JSON.stringify(r.statuses)}`,
      `latency p50 ${percentile(r.latencies, 50).toFixed(1)} ms   p95 ${percentile(r.latencies, 95).toFixed(1)} ms   p99 ${percentile(r.latencies, 99).toFixed(1)} ms   max ${Math.max(...r.latencies).toFixed(1)} ms`,
      // Requests still in flight when the time bound stops the load are answered to nobody but do create
      // orders, so up to one per connection more orders than counted successes is expected.
      `check: ${orders?.n ?? 0} orders, ${ok} answered successes, stock taken ${taken} ${
        taken === orders?.n && (orders?.n ?? 0) - ok <= connections ? '(consistent)' : '(INCONSISTENT)'
      }`,
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
