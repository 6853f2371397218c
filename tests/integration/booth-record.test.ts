import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedPage, recordFixtures } from '../../scripts/record-fixtures';
import { call, startTestServer, type TestServer, tempDir } from './helpers';

const dir = tempDir('record');
const out = join(dir.path, 'recorded');
afterAll(() => dir.remove());

const read = (file: string): unknown => JSON.parse(readFileSync(join(out, file), 'utf8'));

describe('fixtures:record', () => {
  let live: TestServer;
  let pages: RecordedPage[];
  const lines: string[] = [];

  beforeAll(async () => {
    live = await startTestServer();
    pages = await recordFixtures({
      url: live.url,
      token: live.operatorToken,
      outDir: out,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => live?.stop());

  it('records every published page with a summary', () => {
    const keys = pages.map((p) => p.pageKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'code-10',
        'code-20',
        'code-30',
        'id-e-cny',
        'id-aggregate',
        'id-million-subsidy',
      ]),
    );
    // Every page the seed publishes; the million-subsidy page (link type 4's target) made it 16, the eight
    // booth slots of the transactional screens (codes 31-33, 40-43, 46) 24.
    expect(keys).toHaveLength(24);
    expect(keys).toEqual(expect.arrayContaining(['code-41', 'code-46']));
    expect(lines[0]).toContain('recorded 24 pages');
    expect(lines).toHaveLength(25);
  });

  it('writes the layouts as served and the product cards their rows need', async () => {
    const home = pages.find((p) => p.pageKey === 'code-10');
    expect(home).toMatchObject({ products: 'products-code-10.json', dropped: 0 });
    expect(home?.cards).toBeGreaterThan(0);
    const served = await call<{ layout: unknown }>(live.url, '/api/booth/page?pageCode=10');
    expect(read('code-10.json')).toEqual(served.body.result.layout);
    expect(Object.keys(read('products-code-10.json') as object).sort()).toEqual([
      'home-best-sellers',
      'home-phone-feature',
      'home-picks',
    ]);
    // A page without product rows needs no product answer.
    expect(existsSync(join(out, 'products-id-aggregate.json'))).toBe(false);
  });
});

describe('replay of the recordings', () => {
  let replay: TestServer;
  beforeAll(async () => {
    replay = await startTestServer({ boothSource: 'fixtures', fixturesDir: dir.path });
  });
  afterAll(() => replay?.stop());

  it('serves the recorded layouts by page code and page id', async () => {
    const byCode = await call<{ layout: unknown }>(replay.url, '/api/booth/page?pageCode=10');
    expect(byCode.body.result.layout).toEqual(read('code-10.json'));
    const byId = await call<{ layout: unknown }>(replay.url, '/api/booth/page?pageId=e-cny');
    expect(byId.body.result.layout).toEqual(read('id-e-cny.json'));
  });
});
