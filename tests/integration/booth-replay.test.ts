import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';

/** QA replay: BOOTH_SOURCE=fixtures serves the files of fixtures/booth as they are. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ boothSource: 'fixtures' });
});
afterAll(() => server?.stop());

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/booth/${file}`, import.meta.url), 'utf8'));
const page = (query: string) =>
  call<{ layout: unknown; serverTime: number }>(server.url, `/api/booth/page?${query}`);

describe('fixture replay', () => {
  it('serves edge fixtures by page id edge-<file name>, byte for byte, even ones the store would refuse', async () => {
    for (const name of [
      'unknown-block-type',
      'invalid-props-one-block',
      'newer-schema',
      'schedules-expired-and-future',
    ]) {
      const res = await page(`pageId=edge-${name}`);
      expect(res.status, name).toBe(200);
      expect(res.body.result.layout).toEqual(fixture(`edge/${name}.json`));
    }
  });

  it('serves the generic pages by code and id from their fixture files', async () => {
    expect((await page('pageCode=20')).body.result.layout).toEqual(fixture('category-20.json'));
    expect((await page('pageId=e-cny')).body.result.layout).toEqual(fixture('e-cny.json'));
    expect((await page('pageId=migration-v1-before')).body.result.layout).toEqual(
      fixture('migrations/v1-before.json'),
    );
  });

  it('answers an unknown fixture with 404 and a bad query with 400, and still serves products from the database', async () => {
    expect((await page('pageId=edge-nope')).status).toBe(404);
    expect((await page('pageCode=x')).status).toBe(400);
    const cards = await call<Record<string, unknown[]>>(
      server.url,
      '/api/channel/get-mbank-product-info-v1',
      {
        json: { rows: [{ key: 'a', skuNos: ['SKU2000101'] }] },
      },
    );
    expect(cards.body.result.a).toHaveLength(1);
  });
});
