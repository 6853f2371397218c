import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { MallEnv } from '../schemas/api/env';
import { buildApp } from './app';
import { newSecret } from './auth/secrets';
import { purgeExpired } from './auth/sessions';
import { type AppConfig, DEFAULTS } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedIfEmpty } from './db/seed';
import { normaliseOrigins, returnOrigins } from './origins';

export interface StartOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the server is not reachable from other machines unless asked. */
  host?: string;
  /** PGlite directory. Default ./data. */
  dataDir?: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** Default 'sit'. */
  env?: MallEnv;
  /** Built SPA. Default ./dist. */
  distDir?: string;
  /** API base URL the SPA should call; empty means the page's own origin. */
  apiBase?: string;
  /** Generated when absent. */
  operatorToken?: string;
  logger?: (line: string) => void;
  /** now() in epoch ms, for tests that move time. */
  clock?: () => number;
  sessionTtlMs?: number;
  ssoCodeTtlMs?: number;
  licenseVersion?: string;
  /** Origins besides the server's own that a login cb may return to (public origin, Vite dev server). */
  allowedReturnOrigins?: string[];
}

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  operatorToken: string;
  close(): Promise<void>;
  db: Db;
}

async function prepareDb(db: Db, now: number): Promise<void> {
  await migrate(db, now);
  await seedIfEmpty(db, now);
  await purgeExpired(db, now);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen((server.address() as AddressInfo).port);
    });
  });
}

function closer(server: Server, db: Db): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        // Keep-alive sockets would hold close() open; requests in flight are still answered.
        server.closeIdleConnections();
      });
      await db.close();
    })();
    return closing;
  };
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const clock = opts.clock ?? Date.now;
  const logger = opts.logger ?? ((line: string) => console.log(line));
  const host = opts.host ?? '127.0.0.1';
  const extraOrigins = normaliseOrigins(opts.allowedReturnOrigins ?? []);
  const db = await openDb({ dataDir: opts.dataDir ?? './data', databaseUrl: opts.databaseUrl });

  // The app is attached after listen: the allowed return origins include the port, known only once bound.
  let handle: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handle) return handle(req, res);
    res.writeHead(503).end();
  });
  const close = closer(server, db);
  try {
    await prepareDb(db, clock());
    const port = await listen(server, opts.port ?? 8787, host);
    const allowedReturnOrigins = returnOrigins(host, port, extraOrigins);
    const config: AppConfig = {
      env: opts.env ?? 'sit',
      clock,
      sessionTtlMs: opts.sessionTtlMs ?? DEFAULTS.sessionTtlMs,
      ssoCodeTtlMs: opts.ssoCodeTtlMs ?? DEFAULTS.ssoCodeTtlMs,
      ssoRequestTtlMs: DEFAULTS.ssoRequestTtlMs,
      licenseVersion: opts.licenseVersion ?? DEFAULTS.licenseVersion,
      allowedReturnOrigins,
      operatorToken: opts.operatorToken ?? newSecret(24),
      distDir: opts.distDir ?? './dist',
      apiBase: opts.apiBase ?? '',
      logger,
    };
    handle = getRequestListener(buildApp({ db, config }).fetch);
    const url = allowedReturnOrigins[0] ?? `http://127.0.0.1:${port}`;
    return { url, port, operatorToken: config.operatorToken, close, db };
  } catch (err) {
    await close();
    throw err;
  }
}
