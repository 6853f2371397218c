import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { uploadResultSchema } from '../../schemas/api/uploads';
import { login, startTestServer, type TestServer, testDbKind } from './helpers';

/**
 * Two server processes on one PostgreSQL show one truth. A booth page published through
 * process A is served by process B within a second, though B kept the old page in memory; a picture
 * uploaded through A is read through B. (PGlite is one
 * process's database: nothing to share.)
 */
const PNG = new Uint8Array(readFileSync('fixtures/images/out/category/27@1x.png'));
let a: TestServer;
let b: TestServer;

describe.skipIf(testDbKind !== 'postgres')('two processes on one database', () => {
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ databaseUrl: a.databaseUrl, operatorToken: a.operatorToken });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const title = async (server: TestServer): Promise<string | undefined> => {
    const res = await fetch(`${server.url}/api/booth/page?pageCode=10&t=${performance.now()}`);
    return ((await res.json()) as Envelope<{ layout: { title: string } }>).result?.layout.title;
  };

  async function publishHomeOn(server: TestServer, newTitle: string): Promise<void> {
    const layout = JSON.parse(
      readFileSync(new URL('../../fixtures/booth/home.json', import.meta.url), 'utf8'),
    );
    layout.title = newTitle;
    for (const [path, method, body] of [
      ['/pages/code-10/draft', 'PUT', layout],
      ['/pages/code-10/publish', 'POST', {}],
    ] as const) {
      const res = await fetch(`${server.url}/api/booth/operator${path}`, {
        method,
        headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
        body: JSON.stringify(body),
      });
      expect(((await res.json()) as Envelope<unknown>).resCode).toBe('0000');
    }
  }

  it('serves on B, within a second, a page published on A', async () => {
    const before = await title(b);
    expect(before).toBeTruthy();
    // B has the page in memory now.
    expect(await title(b)).toBe(before);

    await publishHomeOn(a, '跨进程发布');
    const published = performance.now();
    expect(await title(a)).toBe('跨进程发布');
    await expect.poll(() => title(b), { timeout: 1000, interval: 50 }).toBe('跨进程发布');
    expect(performance.now() - published).toBeLessThan(1000);
  });

  it('serves from B a picture a shopper uploaded through A', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${a.url}/api/file-storage/file/upload`, {
      method: 'POST',
      headers: { userCode: await login(a.url, 'C0001') },
      body: form,
    });
    const body = (await res.json()) as Envelope<unknown>;
    expect(body.resCode, body.resMsg).toBe('0000');
    const { fileId } = uploadResultSchema.parse(body.result);
    const fromB = await fetch(`${b.url}/api/file-storage/file/upload/${fileId}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    const fromA = await fetch(`${a.url}/api/file-storage/file/upload/${fileId}`);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('answers busy on B within a second of a drill set through A, and serves again when it ends', async () => {
    const shopperCall = () =>
      fetch(`${b.url}/api/channel/product/base?skuNo=SKU2300101&t=${performance.now()}`);
    const drill = async (busyForMs: number) => {
      const res = await fetch(`${a.url}/api/operator/load-shed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: a.operatorToken },
        body: JSON.stringify({ busyForMs }),
      });
      expect(((await res.json()) as Envelope<unknown>).resCode).toBe('0000');
    };
    expect((await shopperCall()).status).toBe(200);
    await drill(60_000);
    await expect.poll(async () => (await shopperCall()).status, { timeout: 1000, interval: 50 }).toBe(429);
    await drill(0);
    await expect.poll(async () => (await shopperCall()).status, { timeout: 1000, interval: 50 }).toBe(200);
  });
});
