import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { documented, endpoint } from '../../schemas/api/endpoint';
import { dbIdParam } from '../../schemas/api/primitives';
import { z } from '../../schemas/zod';
import type { AppDeps } from '../config';
import { endpointRoutes, routePath } from './endpoint-routes';
import { makeErrorHandler } from './error-handler';
import type { AppEnv } from './types';

const BASE = '/api/things';
const thing = z.object({ id: z.number(), name: z.string() });

// Declared in this order on purpose: the parameterised path first, which Hono alone would match for /list.
const wireThings = {
  byId: endpoint({
    method: 'get',
    path: `${BASE}/{id}`,
    auth: 'public',
    params: z.object({ id: dbIdParam }),
    result: thing,
  }),
  list: endpoint({
    method: 'get',
    path: `${BASE}/list`,
    auth: 'public',
    query: z.object({ max: dbIdParam }),
    result: z.array(thing),
  }),
  rename: endpoint({
    method: 'post',
    path: `${BASE}/rename`,
    auth: 'public',
    body: z.object({ id: z.number(), name: z.string().check(z.minLength(1)) }),
    result: thing,
  }),
  tagged: endpoint({
    method: 'get',
    path: `${BASE}/tagged`,
    auth: 'public',
    result: thing,
  }),
};

const things = documented(wireThings, {
  byId: { summary: 'One thing', tag: 'product' },
  list: { summary: 'Things', tag: 'product' },
  rename: { summary: 'Rename a thing', tag: 'product' },
  tagged: { summary: 'A thing whose answer depends on the request alone', tag: 'product', etag: true },
});

/** The router mounted as the app mounts one, with the app's error handler turning refusals into envelopes. */
function app(): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.onError(makeErrorHandler(() => {}));
  // Public declarations read nothing of the deps (only the shopper and operator guards do).
  const deps = {} as AppDeps;
  a.route(
    BASE,
    endpointRoutes(deps, BASE, things, {
      byId: ({ params }) => ({ id: params.id, name: `thing ${params.id}` }),
      list: ({ query }) =>
        Array.from({ length: Math.min(query.max, 3) }, (_, i) => ({ id: i + 1, name: 't' })),
      rename: ({ body }) => body,
      tagged: () => ({ id: 1, name: 'tagged' }),
    }),
  );
  return a;
}

const json = async (res: Response) =>
  (await res.json()) as { resCode: string; resMsg: string; result: unknown };

describe('endpointRoutes', () => {
  it('answers the handler’s result in the success envelope, params parsed to their declared type', async () => {
    const res = await app().request(`${BASE}/7`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ resCode: '0000', result: { id: 7, name: 'thing 7' } });
  });

  it('serves a fixed path before a parameterised one, whatever the declaration order', async () => {
    const body = await json(await app().request(`${BASE}/list?max=2`));
    expect(body.result).toEqual([
      { id: 1, name: 't' },
      { id: 2, name: 't' },
    ]);
  });

  it('answers 404 for a path parameter that does not parse, 400 naming a bad query parameter', async () => {
    expect((await app().request(`${BASE}/abc`)).status).toBe(404);
    const res = await app().request(`${BASE}/list?max=0`);
    expect(res.status).toBe(400);
    expect((await json(res)).resMsg).toContain('max');
  });

  it('parses the body with the declared schema: 400 naming the field, 415 for a body that is not JSON', async () => {
    const post = (body: string, type = 'application/json') =>
      app().request(`${BASE}/rename`, { method: 'POST', body, headers: { 'content-type': type } });
    const ok = await post(JSON.stringify({ id: 1, name: 'new' }));
    expect((await json(ok)).result).toEqual({ id: 1, name: 'new' });
    const bad = await post(JSON.stringify({ id: 1, name: '' }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).resMsg).toContain('name');
    expect((await post('id=1', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('tags the answer of a declaration with etag, and answers 304 with no body to its tag', async () => {
    const first = await app().request(`${BASE}/tagged`);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    expect((await json(first)).result).toEqual({ id: 1, name: 'tagged' });
    const again = await app().request(`${BASE}/tagged`, { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await app().request(`${BASE}/7`)).headers.get('etag')).toBeNull();
  });

  it('serves only the declared method', async () => {
    expect((await app().request(`${BASE}/rename`)).status).toBe(404);
  });

  it('serves a shopper-if-signed-in endpoint to a caller without a session, with no shopper (not 0003)', async () => {
    const seen = endpoint({
      method: 'get',
      path: `${BASE}/seen`,
      auth: 'shopper-if-signed-in',
      result: z.object({ signedIn: z.boolean() }),
    });
    // Without a userCode the session lookup answers no one before reading the database.
    const deps = { config: { env: 'test', clock: () => 0, sessionTtlMs: 1 } } as unknown as AppDeps;
    const a = new Hono<AppEnv>();
    a.onError(makeErrorHandler(() => {}));
    a.route(
      BASE,
      endpointRoutes(
        deps,
        BASE,
        documented({ seen }, { seen: { summary: 'Who is looking', tag: 'product' } }),
        { seen: ({ user }) => ({ signedIn: user !== undefined }) },
      ),
    );
    const res = await a.request(`${BASE}/seen`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ resCode: '0000', result: { signedIn: false } });
  });

  it('refuses a declaration outside the router’s base', () => {
    expect(routePath('/api/things/{id}', BASE)).toBe('/:id');
    expect(() => routePath('/api/other/list', BASE)).toThrow(/not under/);
  });
});
