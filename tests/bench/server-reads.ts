import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer } from '../../server/start';

/**
 * Server reads: autocannon (10 connections, in a second process) against GET booth page and
 * GET product base of the embedded server, and against a Hono app in the same process answering constant
 * JSON, in one run. Targets: booth page ≥ 20 % and product base ≥ 10 % of the constant endpoint; the
 * booth pages' batched product cards (a POST) are printed beside them, with no target of their own. The
 * machine may be shared, so each target is measured in rounds beside the constant endpoint and the
 * median round's share is printed, not a share of one figure taken at the start under another load.
 * Each read carries the client's `t=<timestamp>` the way the app sends it (spec §7), so no HTTP cache
 * helps: only the server's own. Printed, never asserted.
 */
const LOAD_SCRIPT = fileURLToPath(new URL('./server-reads-load.ts', import.meta.url));

interface Load {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

interface Read {
  url: string;
  headers?: Record<string, string> | undefined;
  method?: 'GET' | 'POST' | undefined;
  body?: string | undefined;
}

/** Runs the reads one after another in one load process; one figure per read, in order. */
function loadAll(reads: readonly Read[], connections: number, seconds: number): Promise<Load[]> {
  return new Promise((resolve, reject) => {
    const plan = JSON.stringify({ connections, seconds, reads });
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, plan], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), (reads.length * (seconds + 5) + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const lines = out.trim().split('\n').filter(Boolean);
      if (code !== 0 || lines.length !== reads.length)
        return reject(new Error(`load process exited with ${code}`));
      resolve(lines.map((line) => JSON.parse(line) as Load));
    });
  });
}

export async function benchServerReads(connections = 10, seconds = 2, rounds = 3): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-bench-reads-'));
  const server = await startServer({
    port: 0,
    dataDir,
    logger: () => {},
    distDir: join(dataDir, 'no-dist'),
    shopping: { sweepIntervalMs: 0 },
  });
  const constant = new Hono();
  const body = { resCode: '0000', resMsg: 'ok', result: { hello: 'world' } };
  constant.get('/json', (c) => c.json(body));
  const plain = serve({ fetch: constant.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => plain.once('listening', () => resolve()));
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/json`;
  const t = Date.now();
  try {
    const cardsCall = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rows: [
          {
            key: 'named',
            skuNos: ['SKU2000101', 'SKU2200401', 'SKU2300101', 'SKU2400601', 'SKU2500601', 'SKU2000601'],
          },
          { key: 'listed', query: { categoryCode: '23', pageSize: 10 } },
        ],
      }),
    } as const;
    const targets: (Read & { label: string; share?: number })[] = [
      // The mall's floor: every /api middleware (language, headers, load shedding, body and idempotency
      // gates) and the not-found answer, nothing else.
      { label: 'GET /api/no-such-call (404, the app floor)', url: `${server.url}/api/no-such-call?t=${t}` },
      // Answers only when the database does: one PGlite round trip per request.
      { label: 'GET /api/health (one database ping)', url: `${server.url}/api/health?t=${t}` },
      {
        label: 'GET booth page (home, pageCode 10)',
        url: `${server.url}/api/booth/page?pageCode=10&t=${t}`,
        share: 0.2,
      },
      {
        // What a browser asks for: the same answer in brotli, the layout compressed once (http/spliced-body.ts).
        label: 'GET booth page, Accept-Encoding br',
        url: `${server.url}/api/booth/page?pageCode=10&t=${t}`,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      {
        // A booth slot (the cart's): the booth page's kept layout and bytes, under the slot's route.
        label: 'GET booth slot (cart, slotCode 41)',
        url: `${server.url}/api/booth/slot?slotCode=41&t=${t}`,
      },
      {
        label: 'GET product base',
        url: `${server.url}/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001&t=${t}`,
        share: 0.1,
      },
      {
        label: 'GET product base-v1 (fast)',
        url: `${server.url}/api/channel/product/base-v1?skuNo=SKU2000101&t=${t}`,
      },
      {
        // The floor of a POST with the cards call's body: reading and gating a body costs more than a GET.
        label: 'POST /api/no-such-call (404, POST floor)',
        url: `${server.url}/api/no-such-call?t=${t}`,
        ...cardsCall,
      },
      {
        // A booth page's product cards: a row of named SKUs and a category's first page, the way the
        // product-row blocks batch them. A POST, so no ETag: the kept rows make each answer.
        label: 'POST product cards (6 SKUs + a page)',
        url: `${server.url}/api/channel/get-mbank-product-info-v1?t=${t}`,
        ...cardsCall,
      },
    ];
    const lines = [
      `## server reads (autocannon, ${connections} connections, ${rounds} rounds of ${seconds} s beside the constant endpoint, loopback; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    ];
    const plainRead: Read = { url: plainUrl };
    // One short warm-up each so JIT and first-read costs are not in the figures.
    await loadAll([plainRead, ...targets], connections, 1);
    // Rounds of the constant endpoint and each target side by side, in turn first and second, so a burst
    // of another process's load weighs on both alike; the median round's share is printed.
    const reads: Read[] = [];
    for (const target of targets) {
      for (let round = 0; round < rounds; round++) {
        reads.push(...(round % 2 === 0 ? [plainRead, target] : [target, plainRead]));
      }
    }
    const figures = await loadAll(reads, connections, seconds);
    targets.forEach((target, t) => {
      const pairs = Array.from({ length: rounds }, (_, round) => {
        const [first, second] = [figures[(t * rounds + round) * 2], figures[(t * rounds + round) * 2 + 1]];
        if (!first || !second) throw new Error('a figure is missing');
        return round % 2 === 0 ? { reference: first, r: second } : { reference: second, r: first };
      });
      const share = (p: { reference: Load; r: Load }) => p.r.rps / p.reference.rps;
      const spread = pairs.map((p) => (share(p) * 100).toFixed(0)).join('/');
      const mid = [...pairs].sort((a, b) => share(a) - share(b))[Math.floor(rounds / 2)];
      if (!mid) return;
      const { reference, r } = mid;
      const aim = target.share === undefined ? '' : `   target ≥ ${(target.share * 100).toFixed(0)} %`;
      lines.push(
        `${target.label.padEnd(42)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${(share(mid) * 100).toFixed(1).padStart(5)} % of constant JSON (${reference.rps.toFixed(0)} req/s beside it; rounds ${spread} %)${aim}   statuses ${JSON.stringify(r.statuses)}`,
      );
    });
    return lines;
  } finally {
    plain.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchServerReads(
    Number(process.env.BENCH_CONNECTIONS ?? 10),
    Number(process.env.BENCH_SECONDS ?? 2),
    Number(process.env.BENCH_ROUNDS ?? 3),
  );
  console.log(lines.join('\n'));
}
