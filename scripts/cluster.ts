import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * A cluster on one machine: a throwaway PostgreSQL, N built server processes on it
 * (dist-server/main.js, as production runs them) and Debian's haproxy in front, checking each process's
 * readiness. Used by `npm run cluster` (scripts/run-cluster.ts) and by the cluster tests (tests/cluster),
 * which stop and start its parts to cause real faults. Everything binds 127.0.0.1 on free ports.
 */
export const HAPROXY = '/usr/sbin/haproxy';
const SERVER = 'dist-server/main.js';
/** How long a stopping process keeps serving with readiness false (haproxy checks every 300 ms). */
const DRAIN_NOTICE_MS = 1500;

export const clusterPrerequisites = (): string | null =>
  !existsSync(HAPROXY)
    ? 'haproxy is not installed (apt-get install -y haproxy)'
    : !existsSync(SERVER)
      ? `${SERVER} is missing (npm run build)`
      : null;

export interface ClusterProcess {
  name: string;
  /** http://127.0.0.1:PORT, the process itself (not through the balancer). */
  url: string;
  metricsUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
  /** Starts it again after a kill (same port and settings). */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:PORT */
  url: string;
  operatorToken: string;
  /** Where the operator token is kept (mode 0600). */
  tokenFile: string;
  pg: ThrowawayPostgres;
  processes: ClusterProcess[];
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function untilReady(url: string, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await wait(100);
  }
  throw new Error(`${url} was not ready within ${deadlineMs} ms`);
}

function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A request whose connection failed is sent to another process (never one that reached a server).
    '  retries 3',
    '  option redispatch',
    'frontend mall',
    `  bind 127.0.0.1:${port}`,
    '  default_backend processes',
    'backend processes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    '  default-server inter 300ms fall 1 rise 1',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    // When no process is ready (the database is away for all of them), requests still reach one, which
    // answers the mall's own busy envelope (503 + Retry-After, the waiting room), not haproxy's HTML page.
    ...servers.map((s) => `  server ${s.name}-fallback 127.0.0.1:${s.port} backup`),
    '',
  ].join('\n');
}

export async function startCluster(
  opts: { processes?: number; log?: (line: string) => void; env?: Record<string, string> } = {},
): Promise<Cluster> {
  const missing = clusterPrerequisites();
  if (missing) throw new Error(missing);
  const log = opts.log ?? (() => {});
  const count = opts.processes ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'mbankmall-cluster-'));
  const pg = startThrowawayPostgres(await freePort());
  const lbPort = await freePort();
  const url = `http://127.0.0.1:${lbPort}`;
  // Shared by every process (an operator signs in once for the cluster); kept in a file only its owner
  // reads, never printed (secrets stay out of logs).
  const operatorToken = process.env.OPERATOR_TOKEN || randomBytes(24).toString('base64url');
  const tokenFile = join(dir, 'operator-token');
  writeFileSync(tokenFile, `${operatorToken}\n`, { mode: 0o600 });
  const customerKey = randomBytes(24).toString('base64url');
  // One key for every process: a TOTP secret sealed by one process is opened by whichever answers the
  // sign-in (each process's DATA_DIR would otherwise keep a key of its own, ADR 0067).
  const totpKey = process.env.OPERATOR_TOTP_KEY || randomBytes(32).toString('base64url');
  const processes: ClusterProcess[] = [];
  let haproxy: ChildProcess | undefined;

  const spawnProcess = (name: string, port: number, metricsPort: number): ClusterProcess => {
    const dataDir = join(dir, name);
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      OPERATOR_TOKEN: operatorToken,
      LOG_CUSTOMER_KEY: customerKey,
      OPERATOR_TOTP_KEY: totpKey,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      MALL_PUBLIC_ORIGIN: url,
      METRICS_PORT: String(metricsPort),
      DRAIN_NOTICE_MS: String(DRAIN_NOTICE_MS),
      ...opts.env,
    };
    const proc: ClusterProcess = {
      name,
      url: `http://127.0.0.1:${port}`,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      child: undefined as unknown as ChildProcess,
      exited: Promise.resolve(null),
      restart: async () => {
        const again = spawnProcess(name, port, metricsPort);
        Object.assign(proc, { child: again.child, exited: again.exited });
        await untilReady(proc.url, 30_000);
      },
    };
    const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
    child.stderr?.on('data', (chunk: Buffer) => log(`[${name}] ${chunk.toString().trimEnd()}`));
    proc.child = child;
    proc.exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
    return proc;
  };

  const stop = async () => {
    haproxy?.kill('SIGTERM');
    for (const p of processes)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.race([Promise.all(processes.map((p) => p.exited)), wait(12_000)]);
    for (const p of processes) p.child.kill('SIGKILL');
    pg.remove();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const ports: { name: string; port: number; metrics: number }[] = [];
    for (let i = 0; i < count; i++)
      ports.push({ name: `p${i}`, port: await freePort(), metrics: await freePort() });
    for (const p of ports) processes.push(spawnProcess(p.name, p.port, p.metrics));
    await Promise.all(processes.map((p) => untilReady(p.url, 60_000)));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(lbPort, ports));
    haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    haproxy.stderr?.on('data', (chunk: Buffer) => log(`[haproxy] ${chunk.toString().trimEnd()}`));
    await untilReady(url, 10_000);
    return { url, operatorToken, tokenFile, pg, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
