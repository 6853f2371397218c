import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type AppConfig, DEFAULTS } from '../../server/config';
import type { Db } from '../../server/db/db';
import { SHOPPING_DEFAULTS } from '../../server/domain/shopping-config';
import { DOCS_MESSAGES } from '../../server/openapi/docs-messages';
import { DOCS_SCRIPT } from '../../server/openapi/docs-script';
import { startTestServer, type TestServer } from './helpers';

/** 'GET /api/order/address/{addressId}' from Hono's '/api/order/address/:addressId' (and :x{regex}). */
const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

/** Every API operation the app registers. Building the app reads no data, so no database is opened. */
function servedOperations(): Set<string> {
  // Only what building the router reads; the cast keeps this list from chasing every new setting.
  const config = {
    env: 'sit',
    clock: () => 0,
    ...DEFAULTS,
    allowedReturnOrigins: ['http://127.0.0.1:1'],
    operatorToken: 'token',
    distDir: '/nonexistent',
    apiBase: '',
    logger: () => {},
    boothSource: 'db',
    shopping: SHOPPING_DEFAULTS,
  } as unknown as AppConfig;
  const app = buildApp({ db: {} as Db, config });
  const ops = new Set<string>();
  for (const route of app.routes) {
    // Middleware is registered with method ALL; /sso, /cashier and the SPA are pages, not the API.
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    ops.add(`${route.method} ${openApiPath(route.path)}`);
  }
  return ops;
}

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; summary: string; tags: string[] }>
  >;
};

let server: TestServer;
let doc: Doc;
beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(() => server?.stop());

const documented = () =>
  new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and every operation has a summary, a tag and a 200 answer', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(op.summary.length).toBeGreaterThan(0);
        expect(op.tags.length).toBe(1);
        expect(op.responses['200']).toBeDefined();
      }
    }
  });

  it('lists every API route the app serves', () => {
    const missing = [...servedOperations()].filter((op) => !documented().has(op));
    expect(missing, 'routes missing from server/openapi/operations').toEqual([]);
  });

  it('lists no operation the app does not serve', () => {
    const served = servedOperations();
    const extra = [...documented()].filter((op) => !served.has(op));
    expect(extra, 'documented operations without a route').toEqual([]);
  });

  it('describes request bounds from the same zod schemas the routes use', () => {
    const setNum = doc.paths['/api/shoppingcart/shopping-cart/set-sku-num']?.post as unknown as {
      requestBody: {
        content: { 'application/json': { schema: { properties: { lineId: { maximum: number } } } } };
      };
    };
    expect(setNum.requestBody.content['application/json'].schema.properties.lineId.maximum).toBe(
      2_147_483_647,
    );
  });
});

describe('API reference page', () => {
  it('serves a self-contained page whose script and style are allowed by hash only', async () => {
    const res = await fetch(`${server.url}/api/docs?lang=en`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'$|script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain(DOCS_MESSAGES.en.title);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  });

  it('speaks Chinese by default and English when asked', async () => {
    const zh = await (await fetch(`${server.url}/api/docs`)).text();
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain(DOCS_MESSAGES['zh-CN'].title);
    const en = await (
      await fetch(`${server.url}/api/docs`, { headers: { 'accept-language': 'en-GB,en' } })
    ).text();
    expect(en).toContain(DOCS_MESSAGES.en.title);
  });

  it('has a script that parses', () => {
    expect(() => new Function(DOCS_SCRIPT)).not.toThrow();
  });
});
