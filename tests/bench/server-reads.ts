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
 * Server reads (issue 19): autocannon (10 connections, in a second process) against GET booth page and
 * GET product base of the embedded server, and against a Hono app in the same process answering constant
 * JSON, in one run. Targets: booth page ≥ 20 % and product base ≥ 10 % of the constant endpoint. The
 * machine may be shared, so the constant endpoint is measured again right before each target and the
 * share is of that neighbour, not of one figure taken at the start under another load.
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

function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', LOAD_SCRIPT, url, String(connections), String(seconds), JSON.stringify(headers)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) return reject(new Error(`load process exited with ${code}`));
      resolve(JSON.parse(line) as Load);
    });
  });
}

export async function benchServerReads(connections = 10, seconds = 5): Promise<string[]> {
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
    const targets: { label: string; url: string; share?: number; headers?: Record<string, string> }[] = [
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
        // What a browser asks for: the same answer, brotli-compressed per request (it carries serverTime).
        label: 'GET booth page, Accept-Encoding br',
        url: `${server.url}/api/booth/page?pageCode=10&t=${t}`,
        headers: { 'accept-encoding': 'br, gzip' },
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
    ];
    const lines = [
      `## server reads (autocannon, ${connections} connections, ${seconds} s each, loopback; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    ];
    // One short warm-up each so JIT and first-read costs are not in the figures.
    await load(plainUrl, connections, 1);
    for (const target of targets) await load(target.url, connections, 1, target.headers);
    for (const target of targets) {
      const reference = await load(plainUrl, connections, seconds);
      const r = await load(target.url, connections, seconds, target.headers);
      const ratio = r.rps / reference.rps;
      const aim = target.share === undefined ? '' : `   target ≥ ${(target.share * 100).toFixed(0)} %`;
      lines.push(
        `${target.label.padEnd(42)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${(ratio * 100).toFixed(1).padStart(5)} % of constant JSON (${reference.rps.toFixed(0)} req/s just before)${aim}   statuses ${JSON.stringify(r.statuses)}`,
      );
    }
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
    Number(process.env.BENCH_SECONDS ?? 5),
  );
  console.log(lines.join('\n'));
}
