import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '../../schemas/api/operator-accounts';
import { buildApp } from '../../server/app';
import { type AppConfig, type AppDeps, DEFAULTS } from '../../server/config';
import type { Db } from '../../server/db/db';
import { SHOPPING_DEFAULTS } from '../../server/domain/shopping-config';
import type { AppEnv } from '../../server/http/types';
import { operatorEndpoints } from '../../server/operators/endpoints';
import { operatorGate } from '../../server/operators/gate';
import { OPERATOR_ROUTE_ROLES } from '../../server/operators/route-roles';
import { call, startTestServer, type TestServer } from './helpers';
import { createAccount, type OperatorSession, signIn, tokenHeaders } from './operator-helpers';

/**
 * Every operator route refuses the roles the route table does not list (403) and admits those it
 * does. The routes come from the app's own registered routes (every route behind an operator gate), not
 * from a list kept here, so a new operator route cannot be missed: without a table entry it fails below.
 */
const config = {
  env: 'sit',
  clock: () => 0,
  ...DEFAULTS,
  allowedReturnOrigins: ['http://127.0.0.1:1'],
  operatorToken: 'token-for-the-stub',
  distDir: '/nonexistent',
  apiBase: '',
  logger: () => {},
  boothSource: 'db',
  shopping: SHOPPING_DEFAULTS,
} as unknown as AppConfig;
// Building the app reads no data, so no database is opened.
const ENDPOINTS = operatorEndpoints(buildApp({ db: {} as Db, config }).routes);
const PASSWORD = 'correct horse battery staple';

let server: TestServer;
const sessions = new Map<OperatorRole, OperatorSession>();

beforeAll(async () => {
  server = await startTestServer();
  for (const role of OPERATOR_ROLES) {
    const name = `role-${role}`;
    expect(
      (await createAccount(server.url, server.operatorToken, { name, role, password: PASSWORD })).status,
    ).toBe(200);
    const { session } = await signIn(server.url, name, PASSWORD);
    if (!session) throw new Error(`${name} could not sign in`);
    sessions.set(role, session);
  }
}, 60_000);
afterAll(() => server?.stop());

/** A call whose admitted answer may be other than JSON (the audit log's CSV export): refusals are JSON. */
async function callAny(
  path: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { resMsg?: string; result?: { role?: string } | null } }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'accept-language': 'en', 'content-type': 'application/json', ...headers },
    // An empty body: an admitted write stops at validation and changes nothing.
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: isJson ? await res.json() : {} };
}

/** A concrete path for a registered pattern: parameters filled with values of the right shape. */
const concrete = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_m, name: string) =>
    name === 'pageKey' ? 'code-10' : name === 'name' ? 'nobody-here' : 'X0001',
  );

describe('the operator route table', () => {
  it('finds the operator routes and lists every one of them (deny by default otherwise)', () => {
    // The enumeration itself must see the known gates: booth pages, accounts, the inline coupon gates.
    expect(ENDPOINTS).toContain('PUT /api/booth/operator/pages/:pageKey/draft');
    expect(ENDPOINTS).toContain('POST /api/operator/accounts');
    expect(ENDPOINTS).toContain('POST /api/marketing/coupon/batch-send-coupons');
    expect(ENDPOINTS.length).toBeGreaterThan(40);
    expect(ENDPOINTS.filter((e) => !Object.hasOwn(OPERATOR_ROUTE_ROLES, e))).toEqual([]);
    // And no entry outlives its route.
    expect(Object.keys(OPERATOR_ROUTE_ROLES).filter((e) => !ENDPOINTS.includes(e))).toEqual([]);
  });

  // One's own credentials (/api/operator/me/…: two-step sign-in, ADR 0067) are everyone's, the auditor's too:
  // they change nothing in the mall.
  const ownCredentials = (e: string) => e.includes(' /api/operator/me/');

  it('gives the auditor every read and no write, and the administrator everything', () => {
    for (const e of ENDPOINTS) {
      const roles = OPERATOR_ROUTE_ROLES[e] ?? [];
      expect(roles, e).toContain('administrator');
      expect(roles.includes('auditor'), e).toBe(e.startsWith('GET ') || ownCredentials(e));
    }
  });

  it('holds the roles to their jobs (checked against the issue, not against the table)', () => {
    const writes = ENDPOINTS.filter((e) => !e.startsWith('GET ') && !ownCredentials(e));
    const rolesOf = (e: string) => [...(OPERATOR_ROUTE_ROLES[e] ?? [])].sort();
    for (const e of writes) {
      if (/\/(publish|rollback)$/.test(e)) expect(rolesOf(e), e).toEqual(['administrator', 'publisher']);
      if (e.includes('/api/operator/accounts')) expect(rolesOf(e), e).toEqual(['administrator']);
      if (/lottery|promotions|qualification|shelves|messages|coupon|hot-words/.test(e)) {
        expect(rolesOf(e), e).toEqual(['administrator', 'marketing']);
      }
      // An editor writes drafts and their pictures, nothing else (besides remarks on change requests, ADR
      // 0048, and withdrawing their own, ADR 0067); the auditor writes nothing.
      if (rolesOf(e).includes('editor'))
        expect(e, e).toMatch(
          / \/api\/(booth\/operator(-assets|\/pages\/:pageKey\/(draft|validate|preview))|operator\/change-requests\/:id\/(comments|withdraw)$)/,
        );
      expect(rolesOf(e), e).not.toContain('auditor');
    }
    expect(rolesOf('PUT /api/booth/operator/pages/:pageKey/draft')).toContain('editor');
  });

  it('refuses on every route each role it does not list and admits each it does', async () => {
    const cases = ENDPOINTS.flatMap((endpoint) =>
      OPERATOR_ROLES.map((role) => ({
        endpoint,
        role,
        allowed: OPERATOR_ROUTE_ROLES[endpoint]?.includes(role),
      })),
    );
    const wrong: string[] = [];
    // Four at a time: bounded, and quick enough (a few hundred requests).
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async ({ endpoint, role, allowed }) => {
          const [method, path] = endpoint.split(' ') as [string, string];
          const session = sessions.get(role);
          const res = await callAny(concrete(path), method, session?.headers ?? {});
          const refusedByRole = res.status === 403 && res.body.result?.role === role;
          if (refusedByRole === Boolean(allowed)) {
            wrong.push(`${role} ${endpoint}: ${res.status} ${res.body.resMsg}`);
          }
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('the shared token is the administrator by default and passes every route', async () => {
    const res = await call(server.url, '/api/operator/accounts', {
      headers: tokenHeaders(server.operatorToken),
    });
    expect(res.status).toBe(200);
  });
});

describe('deny by default', () => {
  it('refuses an operator route missing from the table, even to the administrator', async () => {
    const app = new Hono<AppEnv>();
    // The gate reads the address's failed attempts (ADR 0050): a database that holds none.
    const deps = { db: { query: async () => [] } as unknown as Db, config } as AppDeps;
    app.use('/api/operator/new-thing/*', operatorGate(deps));
    app.get('/api/operator/new-thing/list', (c) => c.json({ reached: true }));
    const res = await app.request('/api/operator/new-thing/list', {
      headers: { ...tokenHeaders('token-for-the-stub'), 'accept-language': 'en' },
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).toContain('no roles listed');
    // Among the real routes, the same token is admitted where the table lists the administrator.
    expect(OPERATOR_ROUTE_ROLES['GET /api/operator/accounts']).toContain('administrator');
  });
});
