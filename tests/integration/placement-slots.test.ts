import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothSlotAnswerSchema } from '../../schemas/api/booth-slot';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { SLOT_BLOCK_TYPES, SLOT_CODES } from '../../schemas/booth/slots';
import { validateLayout } from '../../schemas/booth/validate';
import { call, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type Issue = { path: string; message: string; blockId: string | null; type: string | null };

async function op<T = unknown>(
  method: 'PUT' | 'POST' | 'GET',
  path: string,
  body?: unknown,
  token = server.operatorToken,
) {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const slot = async (code: number) => {
  const res = await call(server.url, `/api/booth/slot?slotCode=${code}`);
  return {
    status: res.status,
    body: res.body,
    answer: res.status === 200 ? boothSlotAnswerSchema.parse(res.body.result) : null,
  };
};

const notice = (id: string, text: string) => ({ id, type: 'noticeBoard', props: { items: [{ text }] } });
const slotLayout = (code: number, blocks: unknown[]) => ({
  schemaVersion: 2,
  pageId: `slot-${code}`,
  pageCode: code,
  title: `位 ${code}`,
  version: 1,
  blocks,
});

describe('booth slots on the transactional screens', () => {
  it('refuses codes that are not slots, and answers null for a slot nobody published', async () => {
    expect((await slot(10)).status).toBe(400);
    expect((await slot(99)).status).toBe(400);
    expect((await call(server.url, '/api/booth/slot')).status).toBe(400);

    // Before anything reads slot 33 (shopper reads may be served from memory): nothing published there.
    await server.db.query(
      'DELETE FROM booth_versions WHERE page_ref = (SELECT id FROM booth_pages WHERE page_code = 33)',
    );
    const empty = await slot(33);
    expect(empty.status).toBe(200);
    expect(empty.answer?.layout).toBeNull();
  });

  it('serves a seeded layout for every placement code, only with block types that fit the slot', async () => {
    // 33 is emptied by the test above.
    for (const code of SLOT_CODES.filter((c) => c !== 33)) {
      const { answer } = await slot(code);
      const checked = validateLayout(answer?.layout);
      expect(checked.ok, `slot ${code}`).toBe(true);
      if (!checked.ok) continue;
      expect(checked.dropped).toEqual([]);
      expect(checked.layout.pageCode).toBe(code);
      expect(checked.layout.blocks.length).toBeGreaterThan(0);
      for (const b of checked.layout.blocks)
        expect(SLOT_BLOCK_TYPES[code] as readonly string[]).toContain(b.type);
    }
    // Operators' words, Chinese first.
    const cart = await slot(41);
    expect(JSON.stringify(cart.answer?.layout)).toContain('凑单');
  });

  it('refuses, with the path, a block type that does not fit the slot; other pages keep every type', async () => {
    const popup = {
      id: 'slot-46-popup',
      type: 'popup',
      props: {
        image: { src: '/api/file-storage/file/booth/act-popup.png', width: 600, height: 800 },
        frequency: 'once',
      },
    };
    const rows = {
      id: 'slot-46-rows',
      type: 'productRows',
      props: { source: { kind: 'skus', skuNos: ['SKU2000101'] } },
    };
    const saved = await op<{ issues: Issue[] }>(
      'PUT',
      '/pages/code-46/draft',
      slotLayout(46, [notice('ok', '领券'), popup, rows]),
    );
    // Kept as a draft with its problems (work is never lost); publishing is what needs validity.
    expect(saved.status).toBe(200);
    const issues = (saved.body.result as { issues: Issue[] }).issues;
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['blocks[1].type', 'blocks[2].type']));
    expect(issues.find((i) => i.path === 'blocks[2].type')).toMatchObject({
      blockId: 'slot-46-rows',
      type: 'productRows',
    });
    const publish = await op<{ issues: Issue[] }>('POST', '/pages/code-46/publish', {});
    expect(publish.status).toBe(400);
    expect((publish.body.result as { issues: Issue[] }).issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['blocks[1].type', 'blocks[2].type']),
    );
    expect(JSON.stringify((await slot(46)).answer?.layout ?? null)).not.toContain('slot-46-rows');

    const checkOnly = await op('POST', '/pages/code-40/validate', slotLayout(40, [popup]));
    expect(checkOnly.status).toBe(400);
    // The same product rows are fine under the pay result (40).
    const fine = await op(
      'POST',
      '/pages/code-40/validate',
      slotLayout(40, [{ ...rows, id: 'slot-40-rows' }]),
    );
    expect(fine.status).toBe(200);
  });

  it('lets an operator edit a slot through the booth operator API: draft, publish, and shoppers see it', async () => {
    const before = await slot(41);
    const text = '购物车专享：今晚 8 点加场秒杀';
    const draft = await op('PUT', '/pages/code-41/draft', slotLayout(41, [notice('slot-41-flash', text)]));
    expect(draft.status).toBe(200);
    // A draft is not live yet.
    expect(JSON.stringify((await slot(41)).answer?.layout)).not.toContain(text);
    const published = await op<{ version: number }>('POST', '/pages/code-41/publish', {});
    expect(published.status).toBe(200);
    const after = await slot(41);
    expect(JSON.stringify(after.answer?.layout)).toContain(text);
    const versionOf = (a: typeof after) => (a.answer?.layout as { version?: number } | null)?.version ?? 0;
    expect(versionOf(after)).toBeGreaterThan(versionOf(before));

    // Without the operator token nothing changes.
    const stranger = await op(
      'PUT',
      '/pages/code-41/draft',
      slotLayout(41, [notice('x', 'x')]),
      'wrong-token',
    );
    expect(stranger.status).toBe(403);
  });

  it('keeps the seeded slot files within their slots', () => {
    for (const code of SLOT_CODES) {
      const file = JSON.parse(
        readFileSync(new URL(`../../fixtures/booth/slot-${code}.json`, import.meta.url), 'utf8'),
      ) as {
        blocks: { type: string }[];
      };
      for (const b of file.blocks) expect(SLOT_BLOCK_TYPES[code] as readonly string[]).toContain(b.type);
    }
  });
});
