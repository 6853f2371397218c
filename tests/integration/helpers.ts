import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { type RunningServer, type StartOptions, startServer } from '../../server/start';

/**
 * With TEST_DATABASE_URL (npm run test:postgres sets it), every test server gets its own PostgreSQL
 * database instead of a PGlite directory, so the same suite proves the same migrations on both.
 * The database is named after the data directory, so a restart on the same directory finds it again.
 */
const postgresBase = process.env.TEST_DATABASE_URL;
export const testDbKind: 'pglite' | 'postgres' = postgresBase ? 'postgres' : 'pglite';

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresBase });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function databaseFor(dataDir: string): Promise<{ url: string; name: string }> {
  const name = `mall_${createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`;
  await onAdmin(async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(postgresBase ?? '');
  url.pathname = `/${name}`;
  return { url: url.href, name };
}

const dropDatabase = (name: string) => onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `mbankmall-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The server's PostgreSQL database (under test:postgres), for writers from outside the server. */
  databaseUrl?: string;
  /** Moves the injected clock. */
  advance(ms: number): void;
  /** The injected clock's time now (behind the wall clock by the start-up and ahead by every advance). */
  now(): number;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * A PGlite directory not made yet starts as a copy of the run's migrated template (tests/setup/
 * pglite-template.ts) rather than by initdb; a directory that has a database (a restart) is left as it is.
 */
function fromTemplate(dataDir: string): void {
  // Outside Vitest (the bench imports these helpers) nothing is provided: initdb as before.
  const template = postgresBase || !process.env.VITEST ? undefined : inject('pgliteTemplate');
  if (!template || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return;
  cpSync(template, dataDir, { recursive: true });
}

/** A real server on a free port with a fresh database (PGlite directory or PostgreSQL) and a movable clock. */
export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const dir = opts.dataDir ? undefined : tempDir('data');
  const dataDir = opts.dataDir ?? dir?.path ?? '';
  if (!opts.databaseUrl) fromTemplate(dataDir);
  const database = postgresBase && !opts.databaseUrl ? await databaseFor(dataDir) : undefined;
  let now = Date.now();
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
    clock: () => now,
    logger: (line) => logs.push(line),
    distDir: join(dataDir, 'no-dist'),
    // Writes apply directly, as before maker-checker (ADR 0048); tests of the approvals turn it on.
    operatorApproval: false,
    ...opts,
  });
  return {
    ...server,
    dataDir,
    ...(database ? { databaseUrl: database.url } : opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    logs,
    advance: (ms) => {
      now += ms;
    },
    now: () => now,
    stop: async () => {
      await server.close();
      dir?.remove();
      // A server on its own fresh directory is done with its database too; a restart test keeps it.
      if (dir && database) await dropDatabase(database.name);
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  userCode?: string;
  /** Raw body text, sent as-is (to test bad JSON). */
  raw?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  base: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiAnswer<T>> {
  // The suite reads the server's English wording; tests/integration/language.test.ts checks the Chinese
  // default and picking by Accept-Language.
  const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
  if (opts.userCode) headers.userCode = opts.userCode;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.json !== undefined) body = JSON.stringify(opts.json);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}

export const MALL_CB = '/mbankmall/order/list?tab=all';

/** Approval call; returns the state and the approval URL. */
export async function approve(base: string, cb = `${base}${MALL_CB}`) {
  const res = await call<{ approvalUrl: string }>(base, '/api/mlife/login/approval', {
    json: { cb, subChannelNo: 'cmbmobile' },
  });
  if (res.body.resCode !== '0000') throw new Error(`approval failed: ${res.body.resMsg}`);
  const approvalUrl = new URL(res.body.result.approvalUrl);
  return { approvalUrl, state: approvalUrl.searchParams.get('state') ?? '' };
}

/** Submits the SSO page as a customer would; returns the redirect target's query parameters. */
export async function chooseOnSso(base: string, state: string, customerNo: string) {
  const res = await fetch(`${base}/sso/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, customerNo }).toString(),
    redirect: 'manual',
  });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, params: new URL(location, base).searchParams };
}

export async function exchange(base: string, code: string) {
  return call<{ userId: string; userCode: string; expiresTime: number; userToken?: string }>(
    base,
    '/api/mlife/login/user-code',
    {
      json: { code, subChannelNo: 'cmbmobile' },
    },
  );
}

/** The whole simulated bank login for one customer; returns the userCode. */
export async function login(base: string, customerNo: string): Promise<string> {
  const { state } = await approve(base);
  const { params } = await chooseOnSso(base, state, customerNo);
  const code = params.get('code');
  if (!code) throw new Error(`no code for ${customerNo}: respCode ${params.get('respCode')}`);
  const res = await exchange(base, code);
  if (res.body.resCode !== '0000') throw new Error(`exchange failed: ${res.body.resMsg}`);
  return res.body.result.userCode;
}
