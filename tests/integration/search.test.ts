import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockState } from '../../schemas/api/product';
import {
  brandListSchema,
  categoryTreeSchema,
  hotWordsSchema,
  type SearchCard,
  type SearchPage,
  searchPageSchema,
  searchSuggestSchema,
} from '../../schemas/api/search';
import { call, startTestServer, type TestServer } from './helpers';

// Search over the seeded catalogue on the embedded database (and PostgreSQL under
// npm run test:postgres): Chinese and English words, filters, every sort key both ways, stable paging,
// suggestions, brands, the category tree, hot words (operators only) and the in-store searches.

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

const qs = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

async function search(q: Record<string, string | number | undefined>, path = 'product-search-v2') {
  const res = await call<SearchPage>(base, `/api/channel/${path}?${qs({ pageSize: 50, ...q })}`);
  expect(res.body.resCode, res.body.resMsg).toBe('0000');
  return searchPageSchema.parse(res.body.result);
}
const spus = (items: SearchCard[]) => items.map((c) => c.spuNo);

/** Every item of a search, page by page; checks the paging fields on the way. */
async function walk(q: Record<string, string | number | undefined>, pageSize: number): Promise<SearchCard[]> {
  const all: SearchCard[] = [];
  for (let pageNo = 1; pageNo < 100; pageNo++) {
    const page = await search({ ...q, pageNo, pageSize });
    all.push(...page.items);
    expect(page.hasMore).toBe(all.length < page.total);
    if (!page.hasMore) return all;
    expect(page.items).toHaveLength(pageSize);
  }
  throw new Error('too many pages');
}

describe('product-search-v2: cards', () => {
  it('says which products are in the bank purchase programme (ADR 0017), so they open /xhProduct/detail', async () => {
    const ham = (await search({ keyword: '伊比利亚火腿' })).items.find((c) => c.spuNo === 'SPU28006');
    expect(ham?.purchase).toBe(true);
    expect((await search({ keyword: '茅台' })).items.map((c) => c.purchase)).toEqual([false]);
  });
});

describe('product-search-v2: words', () => {
  it('finds products by Chinese words, one or two characters included', async () => {
    // 茅台: one product; the two characters are too short for trigrams, substring matching finds them.
    expect(spus((await search({ keyword: '茅台' })).items)).toEqual(['SPU28001']);
    // 华为手机 has no space: cut into 华 为 手机, each must match, so only Huawei's phone.
    expect(spus((await search({ keyword: '华为手机' })).items)).toEqual(['SPU20001']);
    const huawei = spus((await search({ keyword: '华为' })).items).sort();
    expect(huawei).toEqual(['SPU20001', 'SPU21002', 'SPU22002', 'SPU22003']);
    // A category name finds its products; off-shelf ones (SPU20007) never show.
    const phones = spus((await search({ keyword: '手机' })).items);
    expect(phones).toHaveLength(6);
    expect(phones).not.toContain('SPU20007');
    // A level-2 name: 耳机 (earphones).
    expect(spus((await search({ keyword: '耳机' })).items).sort()).toEqual([
      'SPU22001',
      'SPU22002',
      'SPU22006',
    ]);
  });

  it('finds products by English words, in any case, and by a close spelling', async () => {
    expect(spus((await search({ keyword: 'iphone' })).items)).toEqual(['SPU20002']);
    expect(spus((await search({ keyword: 'MacBook Air' })).items)).toEqual(['SPU21001']);
    // Typos: trigram similarity on Latin words.
    expect(spus((await search({ keyword: 'iphnoe' })).items)).toContain('SPU20002');
    expect(spus((await search({ keyword: 'macbok' })).items)).toContain('SPU21001');
    // English keywords of the category tree: laptop finds the notebooks.
    const laptops = spus((await search({ keyword: 'laptop' })).items).sort();
    expect(laptops).toEqual(['SPU21001', 'SPU21002', 'SPU21003', 'SPU21004', 'SPU21006']);
    // Mixed: a Chinese brand and a Latin model.
    expect(spus((await search({ keyword: '华为 mate' })).items).sort()).toEqual(['SPU20001', 'SPU21002']);
  });

  it('ranks the closest match first by default and answers an empty page for nonsense', async () => {
    const page = await search({ keyword: 'Mate 70' });
    expect(page.items[0]?.spuNo).toBe('SPU20001');
    expect(page.keyword).toBe('Mate 70');
    const none = await search({ keyword: 'zzqqxx' });
    expect(none).toMatchObject({ items: [], total: 0, hasMore: false });
    // LIKE wildcards are characters like any other, not patterns: % is in 100% silk and 53%vol.
    expect(spus((await search({ keyword: '%' })).items).sort()).toEqual(['SPU24003', 'SPU28001', 'SPU28003']);
    expect((await search({ keyword: '_' })).total).toBe(0);
  });

  it('refuses a keyword that is too long, and a price range upside down', async () => {
    const long = await call(base, `/api/channel/product-search-v2?${qs({ keyword: 'x'.repeat(51) })}`);
    expect(long.status).toBe(400);
    const range = await call(
      base,
      `/api/channel/product-search-v2?${qs({ minPriceCents: 5000, maxPriceCents: 100 })}`,
    );
    expect(range.status).toBe(400);
    expect(range.body.resMsg).toMatch(/minPriceCents/);
  });
});

describe('product-search-v2: filters', () => {
  it('narrows by level-1 category (code or SC code) and level-2 category', async () => {
    const byCode = spus((await search({ categoryCode: '21' })).items).sort();
    const bySc = spus((await search({ categoryCode: 'SC0' })).items).sort();
    expect(byCode).toEqual(bySc);
    expect(byCode).toHaveLength(7);
    expect(spus((await search({ categoryCode: '2103' })).items).sort()).toEqual(['SPU21005', 'SPU21007']);
    // With words: Apple within computers.
    expect(spus((await search({ categoryCode: '21', keyword: 'Apple' })).items).sort()).toEqual([
      'SPU21001',
      'SPU21005',
    ]);
  });

  it('narrows by brand, offering the brands of a category with their counts', async () => {
    const res = await call(base, '/api/channel/brand/get-by-category?categoryCode=21');
    const { brands } = brandListSchema.parse(res.body.result);
    expect(brands[0]).toEqual({ name: 'Apple', count: 2 });
    expect(brands).toContainEqual({ name: '联想', count: 2 });
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(7);
    const lenovo = await search({ categoryCode: '21', brand: '联想' });
    expect(spus(lenovo.items).sort()).toEqual(['SPU21003', 'SPU21006']);
    expect(lenovo.items.every((c) => c.brand === '联想')).toBe(true);
  });

  it('narrows by price range on the SKU the card shows', async () => {
    const page = await search({ categoryCode: '20', minPriceCents: 450000, maxPriceCents: 600000 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const c of page.items) {
      expect(c.salePriceCents).toBeGreaterThanOrEqual(450000);
      expect(c.salePriceCents).toBeLessThanOrEqual(600000);
    }
    // Mate 70 Pro's 6,499 SKU is out of range but its 5,999 one is in.
    expect(page.items.find((c) => c.spuNo === 'SPU20001')?.skuNo).toBe('SKU2000101');
  });

  it('keeps only what can be bought now with inStock=1', async () => {
    const all = await search({ categoryCode: '20' });
    const inStock = await search({ categoryCode: '20', inStock: '1' });
    // Find X8: both SKUs sold out.
    expect(spus(all.items)).toContain('SPU20004');
    expect(spus(inStock.items)).not.toContain('SPU20004');
    expect(inStock.items.every((c) => c.stockState === StockState.inStock)).toBe(true);
    // FreeBuds Pro 4 has a sold-out colour and an in-stock one: its card shows the one in stock.
    const freebuds = await search({ keyword: 'FreeBuds', inStock: '1' });
    expect(freebuds.items[0]?.skuNo).toBe('SKU2200201');
  });
});

describe('product-search-v2: sort keys and paging', () => {
  const sorted = <T>(values: T[], cmp: (a: T, b: T) => number) => [...values].sort(cmp);

  it('sorts by amount both ways, ties broken by product number', async () => {
    const asc = (await search({ sort: 3 })).items;
    const prices = asc.map((c) => c.salePriceCents);
    expect(prices).toEqual(sorted(prices, (a, b) => a - b));
    const desc = (await search({ sort: 3, order: 'desc' })).items.map((c) => c.salePriceCents);
    expect(desc).toEqual(sorted(desc, (a, b) => b - a));
    expect(desc[0]).toBe(6800000);
  });

  it('sorts by sales volume (best sellers first by default) and by approval time', async () => {
    const bySales = (await search({ sort: 1 })).items.map((c) => c.salesVolume);
    expect(bySales).toEqual(sorted(bySales, (a, b) => b - a));
    expect(bySales[0]).toBeGreaterThan(bySales.at(-1) ?? 0);
    const fewest = (await search({ sort: 1, order: 'asc' })).items.map((c) => c.salesVolume);
    expect(fewest).toEqual(sorted(fewest, (a, b) => a - b));
    const newest = spus((await search({ sort: 2 })).items);
    const oldest = spus((await search({ sort: 2, order: 'asc' })).items);
    expect(newest).toHaveLength(oldest.length);
    expect(newest).not.toEqual(oldest);
  });

  it('returns each product once across pages, for every sort key and order', async () => {
    const everything = await search({});
    expect(everything.total).toBeGreaterThan(50);
    for (const sort of [0, 1, 2, 3]) {
      for (const order of ['asc', 'desc']) {
        const all = await walk({ sort, order }, 7);
        expect(all).toHaveLength(everything.total);
        expect(new Set(spus(all)).size).toBe(everything.total);
      }
    }
  });
});

describe('suggestions, hot words and the category tree', () => {
  it('suggests names, brands and categories as the shopper types, in both scripts', async () => {
    const suggest = async (keyword: string) =>
      searchSuggestSchema.parse(
        (await call(base, `/api/channel/search-suggest?${qs({ keyword })}`)).body.result,
      ).words;
    const hua = await suggest('华');
    expect(hua).toContain('华为');
    expect(hua.length).toBeLessThanOrEqual(10);
    expect(await suggest('mac')).toContain('MacBook Air 13');
    // Latin letters of a Chinese brand's name offer its models (华为's names carry HUAWEI).
    expect(await suggest('hua')).toContain('Mate 70 Pro');
    // Those that start with the typed text come first.
    expect((await suggest('iP'))[0]).toMatch(/^iP/i);
    expect(await suggest('zzqqxx')).toEqual([]);
    expect((await call(base, '/api/channel/search-suggest?keyword=')).status).toBe(400);
  });

  it('has two levels from the nine categories, with icons and pictures', async () => {
    const res = await call(base, '/api/channel/category/tree');
    const { categories } = categoryTreeSchema.parse(res.body.result);
    expect(categories.map((c) => c.code)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28]);
    for (const c of categories) {
      expect(c.iconUrl).toBe(`/api/file-storage/file/category/${c.code}.png`);
      expect(c.children.length).toBeGreaterThan(0);
      for (const child of c.children) {
        expect(child.imageUrl).toBe(`/api/file-storage/file/category/${child.code}.png`);
        const page = await search({ categoryCode: String(child.code) });
        expect(page.total).toBe(child.count);
      }
    }
    // The pictures are generated ones (fixtures/images), not the labelled placeholder.
    for (const url of [categories[0]?.iconUrl, categories[8]?.children[0]?.imageUrl]) {
      const res = await fetch(`${base}${url}`, { headers: { accept: 'image/png' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('image/png');
    }
  });

  it('shows the operators’ hot words, which only an operator may change', async () => {
    const shown = hotWordsSchema.parse((await call(base, '/api/channel/search-hot-words')).body.result);
    expect(shown.words.length).toBeGreaterThan(3);
    expect(shown.words[0]).toEqual({ word: '华为', highlight: true });

    const words = [
      { word: '茅台', highlight: true },
      { word: 'AirPods', highlight: false },
    ];
    const put = (headers: Record<string, string>, json: unknown) =>
      fetch(`${base}/api/channel/search/operator/hot-words`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
        body: JSON.stringify(json),
      });
    expect((await put({}, { words })).status).toBe(403);
    expect((await put({ 'x-operator-token': 'wrong' }, { words })).status).toBe(403);
    const asShopper = await call(base, '/api/channel/search/operator/hot-words');
    expect(asShopper.status).toBe(403);

    const token = { 'x-operator-token': server.operatorToken };
    const dup = await put(token, { words: [...words, { word: '茅台' }] });
    expect(dup.status).toBe(400);
    const ok = await put(token, { words });
    expect(ok.status).toBe(200);
    const after = hotWordsSchema.parse((await call(base, '/api/channel/search-hot-words')).body.result);
    expect(after.words).toEqual(words);
    // The new word is suggested too.
    const sug = await call(base, `/api/channel/search-suggest?${qs({ keyword: 'airp' })}`);
    expect(searchSuggestSchema.parse(sug.body.result).words).toContain('AirPods');
  });
});

describe('hot words under concurrent operator saves', () => {
  it('leaves exactly one operator’s whole list, never a mix and never an error', async () => {
    const lists = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: 5 }, (_, j) => ({ word: `词${i}-${j}`, highlight: j === 0 })),
    );
    const answers = await Promise.all(
      lists.map((words) =>
        fetch(`${base}/api/channel/search/operator/hot-words`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-operator-token': server.operatorToken },
          body: JSON.stringify({ words }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
    const after = hotWordsSchema.parse((await call(base, '/api/channel/search-hot-words')).body.result);
    expect(lists).toContainEqual(after.words);
  });
});

describe('in-store search', () => {
  it('searches one store only and refuses an unknown store', async () => {
    const page = await search({ storeNo: 'ST1002', keyword: 'Apple' }, 'store/search');
    expect(spus(page.items).sort()).toEqual(['SPU21001', 'SPU21005']);
    expect(page.items.every((c) => c.storeNo === 'ST1002')).toBe(true);
    const everything = await search({ storeNo: 'ST1002' }, 'store/search');
    expect(everything.total).toBe(7);
    const unknown = await call(base, '/api/channel/store/search?storeNo=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.resMsg).toMatch(/NOPE/);
  });

  it('searches a node of the store’s directory (its children included) and refuses another store’s', async () => {
    type Node = { directoryId: number; name: string; productCount: number; children: Node[] };
    const tree = (await call<Node[]>(base, '/api/channel/store/directory-tree?storeNo=ST1002')).body.result;
    const top = tree.find((n) => n.name === '电脑办公');
    const lenovo = top?.children.find((n) => n.name === '联想');
    if (!top || !lenovo) throw new Error('ST1002 has no 电脑办公 › 联想 directory');
    const inDirectory = (q: Record<string, string | number>) =>
      search({ storeNo: 'ST1002', ...q }, 'store/directory-sku-search');
    expect((await inDirectory({ directoryId: top.directoryId })).total).toBe(top.productCount);
    expect(spus((await inDirectory({ directoryId: lenovo.directoryId })).items).sort()).toEqual([
      'SPU21003',
      'SPU21006',
    ]);
    // Words narrow the node further.
    expect(spus((await inDirectory({ directoryId: top.directoryId, keyword: '游戏本' })).items)).toEqual([
      'SPU21006',
    ]);
    const elsewhere = await call(
      base,
      `/api/channel/store/directory-sku-search?storeNo=ST1001&directoryId=${top.directoryId}`,
    );
    expect(elsewhere.status).toBe(404);
    const missing = await call(
      base,
      '/api/channel/store/directory-sku-search?storeNo=ST1002&directoryId=999999',
    );
    expect(missing.status).toBe(404);
  });
});
