import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { startTestServer, type TestServer } from './helpers';

/**
 * A booth slot's answer is the booth page's kept one, with its tag. What a caller must see:
 * 304 for the tag it has while nothing changed, the new layout (200, new tag) on the first read after an
 * operator publishes, and a slot nobody published answering null with a tag of its own.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function read(slotCode: number, etag?: string) {
  const res = await fetch(`${server.url}/api/booth/slot?slotCode=${slotCode}&t=${Date.now()}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Envelope<{ layout: unknown; serverTime: number }>) : undefined;
  return { status: res.status, etag: res.headers.get('etag') ?? '', result: body?.result };
}

async function op(method: 'PUT' | 'POST', path: string, body: unknown) {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<unknown>;
  expect(answer.resCode, `${path}: ${answer.resMsg}`).toBe('0000');
}

describe('booth slot ETag', () => {
  it('answers 304 to its tag until an operator publishes, then the new layout', async () => {
    const first = await read(41);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.result?.layout).not.toBeNull();
    server.advance(1000);
    const again = await read(41);
    expect(again.result?.serverTime).toBe((first.result?.serverTime ?? 0) + 1000);
    expect(again.etag).toBe(first.etag);
    expect((await read(41, first.etag)).status).toBe(304);

    const text = '购物车专享：今晚 8 点加场秒杀';
    const layout = {
      schemaVersion: 2,
      pageId: 'slot-41',
      pageCode: 41,
      title: '位 41',
      version: 1,
      blocks: [{ id: 'slot-41-flash', type: 'noticeBoard', props: { items: [{ text }] } }],
    };
    await op('PUT', '/pages/code-41/draft', layout);
    // A draft changes nothing shoppers get.
    expect((await read(41, first.etag)).status).toBe(304);
    await op('POST', '/pages/code-41/publish', {});
    const after = await read(41, first.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(JSON.stringify(after.result?.layout)).toContain(text);
    expect((await read(41, after.etag)).status).toBe(304);
  });

  it('answers null with a tag for a slot nobody published', async () => {
    // Before anything reads slot 33: nothing published there.
    await server.db.query(
      'DELETE FROM booth_versions WHERE page_ref = (SELECT id FROM booth_pages WHERE page_code = 33)',
    );
    const empty = await read(33);
    expect(empty.status).toBe(200);
    expect(empty.result?.layout).toBeNull();
    expect(empty.etag).toMatch(/^W\/".+"$/);
    expect((await read(33, empty.etag)).status).toBe(304);
  });
});
