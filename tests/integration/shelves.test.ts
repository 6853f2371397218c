import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfListSchema, shelfSchema } from '../../schemas/api/shelves';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * Shelves: operator-curated rows of products on /shelf/list, seeded, and edited through an
 * operator route guarded by the operator token like the booth operator API.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const seeded = JSON.parse(
  readFileSync(new URL('../../fixtures/seed/shelves.json', import.meta.url), 'utf8'),
) as { shelfNo: string; title: string; skuNos: string[] }[];

const shopperShelves = async () =>
  shelfListSchema.parse((await call(server.url, '/api/channel/shelf/list')).body.result);

const put = (shelfNo: string, json: unknown, token = server.operatorToken) =>
  call(server.url, `/api/operator/shelves/${shelfNo}`, {
    method: 'PUT',
    json,
    headers: { 'x-operator-token': token },
  });

describe('shelves', () => {
  it('shows the seeded shelves in order, each with its chosen goods as cards', async () => {
    const shelves = await shopperShelves();
    expect(shelves.map((s) => s.title)).toEqual(seeded.map((s) => s.title));
    const first = shelves[0];
    expect(first?.items.map((c) => c.skuNo)).toEqual(seeded[0]?.skuNos);
    expect(first?.items[0]?.salePriceCents).toBeGreaterThan(0);
  });

  it('lets an operator change a shelf and add one; shoppers see it at once', async () => {
    const changed = await put('SH002', {
      title: '家电焕新',
      subtitle: '以旧换新',
      sort: 0,
      skuNos: ['SKU2300201', 'SKU2300101'],
    });
    expect(changed.status).toBe(200);
    expect(shelfSchema.parse(changed.body.result).items.map((c) => c.skuNo)).toEqual([
      'SKU2300201',
      'SKU2300101',
    ]);
    expect((await put('SH009', { title: '限时上新', sort: 9, skuNos: ['SKU2200201'] })).status).toBe(200);

    const shelves = await shopperShelves();
    expect(shelves[0]).toMatchObject({ shelfNo: 'SH002', title: '家电焕新', subtitle: '以旧换新' });
    expect(shelves.at(-1)?.shelfNo).toBe('SH009');
  });

  it('keeps a shelf switched off away from shoppers, and still lists it for operators', async () => {
    expect((await put('SH009', { title: '限时上新', status: 0, skuNos: ['SKU2200201'] })).status).toBe(200);
    expect((await shopperShelves()).map((s) => s.shelfNo)).not.toContain('SH009');
    const all = await call(server.url, '/api/operator/shelves', {
      headers: { 'x-operator-token': server.operatorToken },
    });
    expect(shelfListSchema.parse(all.body.result).find((s) => s.shelfNo === 'SH009')?.status).toBe(0);
  });

  it('refuses a wrong token, an unknown SKU and a bad body, changing nothing', async () => {
    const before = await shopperShelves();
    expect((await put('SH001', { title: 'x', skuNos: ['SKU2000101'] }, 'wrong')).status).toBe(403);
    expect((await call(server.url, '/api/operator/shelves')).status).toBe(403);
    const unknown = await put('SH001', { title: '新机', skuNos: ['SKU2000101', 'SKU9999999'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.resMsg).toContain('SKU9999999');
    expect((await put('SH001', { title: '', skuNos: [] })).status).toBe(400);
    expect((await put('bad shelf', { title: '新机', skuNos: ['SKU2000101'] })).status).toBe(404);
    expect(await shopperShelves()).toEqual(before);
  });
});
