import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { refusalMessages } from '../../server/i18n/refusals';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * Before a new page's first version opens, shoppers are told when it opens (the app's
 * "coming soon"), judged on the server's injectable clock; the pages overview keeps the name as written and
 * gives the shopper address under the configured public origin.
 */
let server: TestServer;
const PUBLIC_ORIGIN = 'https://mall.bank.example';

beforeAll(async () => {
  server = await startTestServer({ publicOrigin: PUBLIC_ORIGIN });
});
afterAll(() => server?.stop());

async function op<T = unknown>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const HOUR = 60 * 60 * 1000;
const layout = {
  schemaVersion: 2,
  pageId: 'spring-sale',
  pageCode: null,
  title: '春季特卖会',
  version: 1,
  blocks: [
    {
      id: 'hero',
      type: 'picture',
      props: { image: { src: '/api/file-storage/file/booth/hero.jpg', width: 750, height: 300 } },
    },
  ],
};

describe('a page whose first version is scheduled', () => {
  it('answers "opens at" until its time, then the page', async () => {
    expect((await op('PUT', '/pages/id-spring-sale/draft', layout)).status).toBe(200);
    const opensAt = server.now() + 2 * HOUR;
    expect((await op('POST', '/pages/id-spring-sale/publish', { publishAt: opensAt })).status).toBe(200);

    const before = await call<{ opensAt: number | null }>(server.url, '/api/booth/page?pageId=spring-sale', {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(before.status).toBe(404);
    expect(before.body.result).toEqual({ opensAt });
    expect(before.body.resMsg).toContain('即将开始');

    // A page with nothing scheduled says so, with no time.
    expect((await op('PUT', '/pages/id-no-date/draft', { ...layout, pageId: 'no-date' })).status).toBe(200);
    const unscheduled = await call(server.url, '/api/booth/page?pageId=no-date');
    expect(unscheduled.status).toBe(404);
    expect(unscheduled.body.result).toEqual({ opensAt: null });
    expect(unscheduled.body.resMsg).toBe(refusalMessages.en.boothUnpublished('pageId no-date'));

    server.advance(2 * HOUR);
    const after = await call<{ layout: { title: string } }>(server.url, '/api/booth/page?pageId=spring-sale');
    expect(after.status).toBe(200);
    expect(after.body.result.layout.title).toBe('春季特卖会');
  });

  it('is listed under its name as written, with its shopper address on the public origin', async () => {
    const pages = await op<{ pageKey: string; title: string | null; shopperUrl: string | null }[]>(
      'GET',
      '/pages',
    );
    const spring = pages.body.result.find((p) => p.pageKey === 'id-spring-sale');
    expect(spring).toMatchObject({
      title: '春季特卖会',
      shopperUrl: `${PUBLIC_ORIGIN}/mbankmall/activity/spring-sale`,
    });
    // A slot shows inside a checkout screen: no address of its own.
    const slot = pages.body.result.find((p) => p.pageKey === 'code-41');
    if (slot) expect(slot.shopperUrl).toBeNull();
  });
});
