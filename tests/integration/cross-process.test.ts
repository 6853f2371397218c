import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { startTestServer, type TestServer, testDbKind } from './helpers';

/**
 * Issue 29 item 3: two server processes on one PostgreSQL show one truth. A booth page published through
 * process A is served by process B within a second, though B kept the old page in memory. (PGlite is one
 * process's database: nothing to share.)
 */
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
});
