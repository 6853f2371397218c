import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { startTestServer, type TestServer } from './helpers';

/**
 * The booth page's finished answer is kept in memory with its ETag. What a caller must see: 304
 * for the tag it has while nothing changed, and a new answer (200, new tag) on the first read after
 * anything that changes it: a publish, a scheduled version's instant, a block's end, a daily round's end.
 * The clock is the server's injected one, moved by the test.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Block = {
  id: string;
  type: string;
  schedule?: { start?: number; end?: number };
  props: { endTime?: number };
};
type Layout = { title: string; version: number; blocks: Block[] };
interface Read {
  status: number;
  etag: string;
  layout: Layout | undefined;
  serverTime: number | undefined;
}

/** A shopper's read the way the app makes it (a fresh t=), optionally revalidating a tag it holds. */
async function read(pageCode: number, etag?: string): Promise<Read> {
  const res = await fetch(`${server.url}/api/booth/page?pageCode=${pageCode}&t=${Date.now()}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Envelope<{ layout: Layout; serverTime: number }>) : undefined;
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    layout: body?.result.layout,
    serverTime: body?.result.serverTime,
  };
}

async function op(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method: path.endsWith('/draft') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<unknown>;
  expect(answer.resCode, `${path}: ${answer.resMsg}`).toBe('0000');
}

/** Saves a draft of the home page and publishes it (now, or at `publishAt`). */
async function publishHome(change: (layout: Layout & Record<string, unknown>) => void, publishAt?: number) {
  const layout = JSON.parse(readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8'));
  change(layout);
  await op('/pages/code-10/draft', layout);
  await op('/pages/code-10/publish', publishAt === undefined ? {} : { publishAt });
}

/** The server's clock now, from an answer (a 200 carries it). */
const serverNow = async (): Promise<number> => (await read(10)).serverTime ?? 0;

describe('booth page ETag', () => {
  it('answers 304 to its tag while nothing changed, though serverTime moves on', async () => {
    const first = await read(10);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    server.advance(1000);
    const second = await read(10);
    expect(second.serverTime).toBe((first.serverTime ?? 0) + 1000);
    expect(second.etag).toBe(first.etag);
    const again = await read(10, first.etag);
    expect(again.status).toBe(304);
    expect(again.layout).toBeUndefined();
  });

  it('sends the same answer compressed as the browser asks, with the same tag', async () => {
    const plain = await read(10);
    for (const coding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/api/booth/page?pageCode=10&t=${Date.now()}`, {
        headers: { 'accept-encoding': coding },
      });
      expect(res.headers.get('content-encoding')).toBe(coding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('etag')).toBe(plain.etag);
      // fetch decodes the body as a browser would.
      const body = (await res.json()) as Envelope<{ layout: Layout; serverTime: number }>;
      expect(body.result).toEqual({ layout: plain.layout, serverTime: plain.serverTime });
    }
  });

  it('gives the new layout and a new tag on the first read after a publish', async () => {
    const before = await read(10);
    await publishHome((l) => {
      l.title = 'Published for the cache test';
    });
    const after = await read(10, before.etag);
    expect(after.status).toBe(200);
    expect(after.layout?.title).toBe('Published for the cache test');
    expect(after.etag).not.toBe(before.etag);
    expect((await read(10, after.etag)).status).toBe(304);
  });

  it('switches to a scheduled version at its instant, not a moment before', async () => {
    const at = (await serverNow()) + 30 * MINUTE;
    await publishHome((l) => {
      l.title = 'Scheduled edition';
    }, at);
    const current = await read(10);
    expect(current.layout?.title).not.toBe('Scheduled edition');
    server.advance(at - (await serverNow()) - 1);
    expect((await read(10, current.etag)).status).toBe(304);
    server.advance(1);
    const switched = await read(10, current.etag);
    expect(switched.status).toBe(200);
    expect(switched.layout?.title).toBe('Scheduled edition');
  });

  it('drops a block at its end, and keeps a later block in the answer from the start', async () => {
    const now = await serverNow();
    const end = now + 10 * MINUTE;
    const start = now + 20 * MINUTE;
    await publishHome((l) => {
      const [endingBlock, laterBlock] = [
        l.blocks.find((b) => b.id === 'home-group-buy'),
        l.blocks.find((b) => b.id === 'home-million-subsidy'),
      ];
      if (!endingBlock || !laterBlock) throw new Error('home.json changed: pick two other picture blocks');
      endingBlock.schedule = { end };
      laterBlock.schedule = { start };
    });
    const ids = (r: Read) => r.layout?.blocks.map((b) => b.id) ?? [];
    const live = await read(10);
    expect(ids(live)).toContain('home-group-buy');
    // The app shows a block that starts later at its start, judged on serverTime: it is sent already.
    expect(live.layout?.blocks.find((b) => b.id === 'home-million-subsidy')?.schedule).toEqual({ start });

    server.advance(end - now - 1);
    expect((await read(10, live.etag)).status).toBe(304);
    server.advance(1);
    const ended = await read(10, live.etag);
    expect(ended.status).toBe(200);
    expect(ids(ended)).not.toContain('home-group-buy');
    expect(ids(ended)).toContain('home-million-subsidy');
  });

  it("rolls today's deal round over at its end", async () => {
    const round = async (r: Read) =>
      r.layout?.blocks.find((b) => b.id === 'deal-countdown')?.props.endTime ?? 0;
    const today = await read(30);
    const end = await round(today);
    const now = today.serverTime ?? 0;
    expect(end).toBeGreaterThan(now);
    server.advance(end - now - 1);
    expect((await read(30, today.etag)).status).toBe(304);
    server.advance(1);
    const tomorrow = await read(30, today.etag);
    expect(tomorrow.status).toBe(200);
    expect(await round(tomorrow)).toBe(end + DAY);
  });
});
