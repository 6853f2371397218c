import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer } from '../../server/start';

/**
 * Server reads (issue 19): autocannon (10 connections, in a second process) against GET booth page and
 * GET product base of the embedded server, and against a Hono app in the same process answering constant
 * JSON, in one run. Targets: booth page ≥ 20 % and product base ≥ 10 % of the constant endpoint.
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

function load(url: string, connections: number, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', LOAD_SCRIPT, url, String(connections), String(seconds)],
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
    const targets: { label: string; url: string; share?: number }[] = [
      { label: 'constant JSON (Hono, same process)', url: plainUrl },
      // The mall's own floor: every /api request passes the same middleware (headers, session, language).
      { label: 'GET /api/health (the app floor)', url: `${server.url}/api/health?t=${t}` },
      {
        label: 'GET booth page (home, pageCode 10)',
        url: `${server.url}/api/booth/page?pageCode=10&t=${t}`,
        share: 0.2,
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
    const lines = [`## server reads (autocannon, ${connections} connections, ${seconds} s each, loopback)`];
    let reference = 0;
    for (const target of targets) {
      // One short warm-up so JIT and first-read costs are not in the figure.
      await load(target.url, connections, 1);
      const r = await load(target.url, connections, seconds);
      if (reference === 0) reference = r.rps;
      const ratio = r.rps / reference;
      const aim = target.share === undefined ? '' : `   target ≥ ${(target.share * 100).toFixed(0)} %`;
      lines.push(
        `${target.label.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ${(ratio * 100).toFixed(1)} % of constant JSON${aim}   statuses ${JSON.stringify(r.statuses)}`,
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
