import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { BLOCK_TYPES } from '../../schemas/booth/block-types';
import { call, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

type Layout = {
  pageId: string;
  pageCode: number | null;
  title: string;
  version: number;
  blocks: { id: string; type: string }[];
};
type Issue = { path: string; message: string; blockId: string | null; type: string | null };

const fixture = (file: string): Layout =>
  JSON.parse(readFileSync(new URL(`../../fixtures/booth/${file}`, import.meta.url), 'utf8')) as Layout;

/** Operator call with the server's token unless told otherwise. */
async function op<T = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
  token: string | null = server.operatorToken,
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers[HeaderNames.operatorToken] = token;
  const res = await fetch(`${base}/api/booth/operator${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const page = (query: string) =>
  call<{ layout: Layout; serverTime: number }>(base, `/api/booth/page?${query}`);
const ids = (layout: Layout) => layout.blocks.map((b) => b.id);

const picture = (id: string, schedule?: { start?: number; end?: number }) => ({
  id,
  type: 'picture',
  props: { image: { src: `/api/file-storage/file/booth/${id}.jpg`, width: 750, height: 300 } },
  ...(schedule ? { schedule } : {}),
});
const layoutOf = (pageId: string, blocks: unknown[], title = 'Test page') => ({
  schemaVersion: 2,
  pageId,
  pageCode: null,
  title,
  version: 1,
  blocks,
});

describe('seeded booth pages', () => {
  it('serves the seeded home page by page code and by page id, with the server time', async () => {
    const byCode = await page('pageCode=10');
    expect(byCode.status).toBe(200);
    expect(byCode.body.resCode).toBe('0000');
    expect(byCode.body.result.layout).toMatchObject({ pageId: 'home', pageCode: 10, version: 1 });
    expect(byCode.body.result.serverTime).toBeTypeOf('number');
    const byId = await page('pageId=home');
    expect(byId.body.result.layout).toEqual(byCode.body.result.layout);
  });

  it('seeds every generic page, and the seed pages use every block type', async () => {
    const queries = [
      ...[10, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30].map((c) => `pageCode=${c}`),
      ...['e-cny', 'activity', 'activity-spring-coupon', 'aggregate', 'category-20'].map(
        (id) => `pageId=${id}`,
      ),
    ];
    const types = new Set<string>();
    for (const q of queries) {
      const res = await page(q);
      expect(res.body.resCode, q).toBe('0000');
      for (const b of res.body.result.layout.blocks) types.add(b.type);
    }
    expect([...types].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('answers an unknown page with a 404 envelope and a bad query with 400', async () => {
    const unknown = await page('pageId=no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ resCode: 'E0404', result: null });
    for (const q of ['', 'pageCode=abc', 'pageId=has%20space', 'pageCode=-1']) {
      const bad = await page(q);
      expect(bad.status, q).toBe(400);
      expect(bad.body.resCode).toBe('E0400');
    }
  });
});

describe('operator token', () => {
  it('refuses every operator endpoint without the token or with a wrong one', async () => {
    const calls: ['GET' | 'PUT' | 'POST', string][] = [
      ['GET', '/schema'],
      ['GET', '/pages'],
      ['PUT', '/pages/code-10/draft'],
      ['POST', '/pages/code-10/validate'],
      ['POST', '/pages/code-10/preview'],
      ['POST', '/pages/code-10/publish'],
      ['GET', '/pages/code-10/versions'],
      ['POST', '/pages/code-10/rollback'],
    ];
    for (const [method, path] of calls) {
      for (const token of [null, 'wrong-token', `${server.operatorToken}x`]) {
        const res = await op(method, path, method === 'GET' ? undefined : fixture('home.json'), token);
        expect(res.status, `${method} ${path} ${token}`).toBe(403);
        expect(res.body).toMatchObject({ resCode: 'E0403', result: null });
      }
    }
    // Nothing was written by the refused calls.
    const versions = await op<{ versions: unknown[] }>('GET', '/pages/code-10/versions');
    expect(versions.body.result.versions).toHaveLength(1);
  });

  it('exports the layout JSON Schema and names a bad page key', async () => {
    const schema = await op<{ type: string; properties: Record<string, unknown> }>('GET', '/schema');
    expect(schema.body.result.properties).toHaveProperty('blocks');
    const bad = await op('GET', '/pages/home/versions');
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('code-<pageCode>');
  });
});

describe('draft, validate, publish, roll back', () => {
  it('publishes a new home page, serves it, and rolls back to the seeded one', async () => {
    const seeded = (await page('pageCode=10')).body.result.layout;
    const next = { ...fixture('home.json'), title: 'Bank Mall, spring edition' };
    next.blocks = next.blocks.filter((b) => b.type !== 'popup');

    const saved = await op<{ pageKey: string; draft: { status: string } }>(
      'PUT',
      '/pages/code-10/draft',
      next,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ pageKey: 'code-10', draft: { status: 'draft' } });
    // A draft is not served to shoppers.
    expect((await page('pageCode=10')).body.result.layout.blocks).toHaveLength(seeded.blocks.length);

    const valid = await op('POST', '/pages/code-10/validate', next);
    expect(valid.body).toMatchObject({ resCode: '0000', result: { valid: true } });

    const published = await op<{ version: number }>('POST', '/pages/code-10/publish', {});
    expect(published.body.result).toMatchObject({ pageKey: 'code-10', version: 2 });
    const live = (await page('pageCode=10')).body.result.layout;
    expect(live).toMatchObject({ title: 'Bank Mall, spring edition', version: 2 });
    expect(ids(live)).not.toContain('home-popup');

    // The draft was consumed: publishing again has nothing to publish.
    const again = await op('POST', '/pages/code-10/publish', {});
    expect(again.status).toBe(409);

    const back = await op<{ version: number; rolledBackFrom: number }>('POST', '/pages/code-10/rollback', {
      version: 1,
    });
    expect(back.body.result).toMatchObject({ pageKey: 'code-10', version: 3, rolledBackFrom: 1 });
    const restored = (await page('pageCode=10')).body.result.layout;
    expect(restored).toEqual({ ...seeded, version: 3 });

    const history = await op<{ versions: { version: number; status: string; live: boolean }[] }>(
      'GET',
      '/pages/code-10/versions',
    );
    expect(history.body.result.versions.map((v) => [v.version, v.status, v.live])).toEqual([
      [3, 'published', true],
      [2, 'published', false],
      [1, 'published', false],
    ]);
    const missing = await op('POST', '/pages/code-10/rollback', { version: 99 });
    expect(missing.status).toBe(404);
  });

  it('refuses an invalid draft with every issue and its path, and saves nothing', async () => {
    const bad = fixture('edge/invalid-props-one-block.json');
    for (const path of ['/pages/id-edge-invalid-props/draft', '/pages/id-edge-invalid-props/validate']) {
      const res = await op<{ issues: Issue[] }>(path.endsWith('draft') ? 'PUT' : 'POST', path, bad);
      expect(res.status).toBe(400);
      expect(res.body.resCode).toBe('E0400');
      expect(res.body.resMsg).toContain('blocks[1].props.image.height');
      expect(res.body.result.issues).toEqual([
        expect.objectContaining({
          path: 'blocks[1].props.image.height',
          blockId: 'ip-picture-no-height',
          type: 'picture',
        }),
        expect.objectContaining({ path: 'blocks[3].props.columns', blockId: 'ip-products-4-columns' }),
      ]);
    }
    const versions = await op('GET', '/pages/id-edge-invalid-props/versions');
    expect(versions.status).toBe(404);
  });

  it('refuses to publish a stored draft that no longer passes the rules', async () => {
    const ok = layoutOf('stale-draft', [picture('stale-ok')]);
    expect((await op('PUT', '/pages/id-stale-draft/draft', ok)).status).toBe(200);
    // As if saved under older rules: the stored draft now lacks a height the schema requires.
    const broken = layoutOf('stale-draft', [
      picture('stale-ok'),
      { id: 'stale-bad', type: 'picture', props: { image: { src: '/api/file-storage/x.jpg', width: 10 } } },
    ]);
    await server.db.query(
      `UPDATE booth_versions SET layout = $1::jsonb WHERE status = 'draft'
         AND page_ref = (SELECT id FROM booth_pages WHERE page_id = 'stale-draft')`,
      [JSON.stringify(broken)],
    );
    const res = await op<{ issues: Issue[] }>('POST', '/pages/id-stale-draft/publish', {});
    expect(res.status).toBe(400);
    expect(res.body.result.issues.map((i) => i.path)).toEqual(['blocks[1].props.image.height']);
    expect((await page('pageId=stale-draft')).status).toBe(404);
  });

  it('keeps a page identity: the layout must match its key, and ids cannot be taken twice', async () => {
    const wrongCode = await op<{ issues: Issue[] }>('PUT', '/pages/code-10/draft', {
      ...fixture('home.json'),
      pageCode: 20,
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.result.issues.map((i) => i.path)).toContain('pageCode');
    const renamed = await op<{ issues: Issue[] }>('PUT', '/pages/code-10/draft', {
      ...fixture('home.json'),
      pageId: 'other-home',
    });
    expect(renamed.body.result.issues.map((i) => i.path)).toEqual(['pageId']);
    const taken = await op('PUT', '/pages/code-99/draft', { ...fixture('home.json'), pageCode: 99 });
    expect(taken.status).toBe(409);
  });
});

describe('preview', () => {
  it('serves the draft with the token while shoppers keep getting the published page', async () => {
    const draft = { ...fixture('e-cny.json'), title: 'e-CNY draft' };
    await op('PUT', '/pages/id-e-cny/draft', draft);
    const preview = await op<{ previewToken: string; url: string; expiresAt: number }>(
      'POST',
      '/pages/id-e-cny/preview',
    );
    expect(preview.status).toBe(200);
    const { previewToken, url } = preview.body.result;
    expect(url).toBe(`/mbankmall/e-cny?previewToken=${encodeURIComponent(previewToken)}`);
    expect(server.logs.join('\n')).not.toContain(previewToken);

    const shown = await page(`pageId=e-cny&previewToken=${encodeURIComponent(previewToken)}`);
    expect(shown.body.result.layout.title).toBe('e-CNY draft');
    expect((await page('pageId=e-cny')).body.result.layout.title).toBe('数字人民币专区');

    // Bound to its page, and short-lived.
    const elsewhere = await page(`pageCode=10&previewToken=${encodeURIComponent(previewToken)}`);
    expect(elsewhere.status).toBe(403);
    const forged = await page('pageId=e-cny&previewToken=not-a-token');
    expect(forged.status).toBe(403);
    server.advance(31 * 60 * 1000);
    const expired = await page(`pageId=e-cny&previewToken=${encodeURIComponent(previewToken)}`);
    expect(expired.status).toBe(403);
    expect(expired.body.resCode).toBe('E0403');
  });

  it('points the preview link at the route that shows the page', async () => {
    await op('PUT', '/pages/code-20/draft', fixture('category-20.json'));
    const res = await op<{ url: string }>('POST', '/pages/code-20/preview');
    expect(res.body.result.url).toMatch(/^\/mbankmall\/index\?tab=20&previewToken=/);
    const none = await op('POST', '/pages/code-21/preview');
    expect(none.status).toBe(409);
  });
});

describe('schedules on server time', () => {
  it('drops blocks whose window ended and keeps those still to start', async () => {
    const now = (await page('pageCode=10')).body.result.serverTime;
    const layout = layoutOf('sched-blocks', [
      picture('always'),
      picture('ends-soon', { end: now + 1_000 }),
      picture('starts-later', { start: now + 1_000 }),
      picture('ended', { start: now - 2_000, end: now - 1_000 }),
    ]);
    await op('PUT', '/pages/id-sched-blocks/draft', layout);
    await op('POST', '/pages/id-sched-blocks/publish', {});
    expect(ids((await page('pageId=sched-blocks')).body.result.layout)).toEqual([
      'always',
      'ends-soon',
      'starts-later',
    ]);
    server.advance(1_000);
    const later = await page('pageId=sched-blocks');
    expect(ids(later.body.result.layout)).toEqual(['always', 'starts-later']);
    expect(later.body.result.serverTime).toBe(now + 1_000);
  });

  it('serves a version published for later only once its publishAt has come', async () => {
    const first = layoutOf('sched-page', [picture('v1')], 'First');
    await op('PUT', '/pages/id-sched-page/draft', first);
    await op('POST', '/pages/id-sched-page/publish', {});
    const now = (await page('pageId=sched-page')).body.result.serverTime;

    await op('PUT', '/pages/id-sched-page/draft', layoutOf('sched-page', [picture('v2')], 'Second'));
    const res = await op<{ version: number; publishAt: number }>('POST', '/pages/id-sched-page/publish', {
      publishAt: now + 60_000,
    });
    expect(res.body.result).toMatchObject({ version: 2, publishAt: now + 60_000 });
    expect((await page('pageId=sched-page')).body.result.layout.title).toBe('First');
    server.advance(59_999);
    expect((await page('pageId=sched-page')).body.result.layout.title).toBe('First');
    server.advance(1);
    expect((await page('pageId=sched-page')).body.result.layout).toMatchObject({
      title: 'Second',
      version: 2,
    });
  });

  it('answers 404 for a page whose only version is not live yet', async () => {
    const now = (await page('pageCode=10')).body.result.serverTime;
    await op('PUT', '/pages/id-sched-future/draft', layoutOf('sched-future', [picture('f1')]));
    await op('POST', '/pages/id-sched-future/publish', { publishAt: now + 1_000 });
    expect((await page('pageId=sched-future')).status).toBe(404);
    server.advance(1_000);
    expect((await page('pageId=sched-future')).status).toBe(200);
  });
});
