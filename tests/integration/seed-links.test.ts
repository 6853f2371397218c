import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Link } from '../../schemas/booth/link';
import { linkToPath, MILLION_SUBSIDY_PAGE_ID } from '../../schemas/booth/link-path';
import { SPA_BASE_PATH } from '../../schemas/booth/url';
import { SEED_PAGE_FILES } from '../../server/booth/seed';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * Every booth link the seed publishes resolves inside the mall: product links name an
 * existing SKU of that SPU, page links (types 2 and 4) a seeded page, daily deals and group buying
 * (types 3 and 5) routes the app has, and URL links a route of the app, never an outside address.
 * Product-row sources name SKUs, categories and coupons that exist.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type Block = { id: string; type: string; props: Record<string, unknown> };
type Layout = { pageId: string; blocks: Block[] };

const seed = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/seed/${file}`, import.meta.url), 'utf8')) as T;
const products =
  seed<{ spuNo: string; status: number; skus: { skuNo: string; status?: number }[] }[]>('products.json');
const categories = seed<{ code: number; scCode: string }[]>('categories.json');
const coupons = seed<{ couponNo: string }[]>('coupons.json');
const notices = seed<{ noticeNo: string; linkUrl: string | null }[]>('notices.json');

/** The app's route patterns, read from its route table (the router, titles and route test use the same list). */
const routeTable = readFileSync(new URL('../../src/app/routeTable.ts', import.meta.url), 'utf8');
const ROUTES = [...routeTable.matchAll(/(?:path: |\b(?:p|own)\()'(\/[^']*)'/g)].map((m) => m[1] ?? '');
const routeOf = (path: string): string | undefined => {
  const pathname = path.split('?')[0] ?? '';
  return ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
};

/** Every link and product source in a layout, with where it sits. */
function collect(value: unknown, at: string, links: [string, Link][], sources: [string, unknown][]): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) collect(v, `${at}[${i}]`, links, sources);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if ('linkType' in record) links.push([at, record as Link]);
  for (const [key, v] of Object.entries(record)) {
    if (key === 'source') sources.push([`${at}.source`, v]);
    collect(v, `${at}.${key}`, links, sources);
  }
}

async function publishedLayouts(): Promise<Layout[]> {
  const layouts: Layout[] = [];
  for (const file of SEED_PAGE_FILES) {
    const { pageId } = JSON.parse(
      readFileSync(new URL(`../../fixtures/booth/${file}`, import.meta.url), 'utf8'),
    ) as { pageId: string };
    const res = await call<{ layout: Layout }>(server.url, `/api/booth/page?pageId=${pageId}`);
    expect(res.body.resCode, `${file} is published`).toBe('0000');
    layouts.push(res.body.result.layout);
  }
  return layouts;
}

const seededPageIds = new Set<string>();
const pageExists = async (pageId: string): Promise<boolean> => {
  if (seededPageIds.has(pageId)) return true;
  const res = await call(server.url, `/api/booth/page?pageId=${encodeURIComponent(pageId)}`);
  return res.body.resCode === '0000';
};

describe('every seeded booth link resolves inside the mall', () => {
  it('walks every link of every published seed page', async () => {
    const layouts = await publishedLayouts();
    for (const l of layouts) seededPageIds.add(l.pageId);
    const problems: string[] = [];
    let count = 0;
    for (const layout of layouts) {
      const links: [string, Link][] = [];
      collect(layout.blocks, layout.pageId, links, []);
      for (const [at, link] of links) {
        count++;
        const where = `${at} ${JSON.stringify(link)}`;
        const path = linkToPath(link);
        if (typeof path !== 'string') {
          problems.push(`${where}: leaves the mall for ${path.external}`);
          continue;
        }
        if (routeOf(path) === undefined) problems.push(`${where}: ${path} is no route of the app`);
        switch (link.linkType) {
          case 1: {
            const product = products.find((p) => p.spuNo === link.spuNo);
            const sku = product?.skus.find((k) => k.skuNo === link.skuNo);
            if (sku === undefined) problems.push(`${where}: no SKU ${link.skuNo} in ${link.spuNo}`);
            else if (product?.status !== 1 || (sku.status ?? 1) !== 1)
              problems.push(`${where}: off the shelf`);
            const res = await call(server.url, `/api/channel/product/base-v1?skuNo=${link.skuNo}`);
            if (res.body.resCode !== '0000') problems.push(`${where}: product answers ${res.body.resCode}`);
            break;
          }
          case 2:
          case 4: {
            const pageId = link.pageId ?? MILLION_SUBSIDY_PAGE_ID;
            if (!(await pageExists(pageId))) problems.push(`${where}: no booth page ${pageId}`);
            break;
          }
          case 5:
            if (link.teamId !== undefined) problems.push(`${where}: no seeded team ${link.teamId}`);
            break;
          case 'url': {
            const coupon = /^\/product\/list\/([^/?]+)/.exec(path)?.[1];
            if (coupon !== undefined && !coupons.some((c) => c.couponNo === coupon)) {
              problems.push(`${where}: no coupon ${coupon}`);
            }
            const page = /^\/activity\/([^/?]+)/.exec(path)?.[1];
            if (page !== undefined && !(await pageExists(decodeURIComponent(page)))) {
              problems.push(`${where}: no booth page ${page}`);
            }
            break;
          }
          default:
            break;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });

  it('has a million-subsidy page for link type 4 without a page id', async () => {
    expect(await pageExists(MILLION_SUBSIDY_PAGE_ID)).toBe(true);
  });

  it('fills product rows only from SKUs, categories and coupons that exist', async () => {
    const layouts = await publishedLayouts();
    const onShelf = new Set(
      products.filter((p) => p.status === 1).flatMap((p) => p.skus.filter((k) => (k.status ?? 1) === 1)),
    );
    const skuNos = new Set([...onShelf].map((k) => k.skuNo));
    const problems: string[] = [];
    for (const layout of layouts) {
      const sources: [string, unknown][] = [];
      collect(layout.blocks, layout.pageId, [], sources);
      for (const [at, raw] of sources) {
        const source = raw as { kind: string; skuNos?: string[]; categoryCode?: string; couponNo?: string };
        for (const skuNo of source.skuNos ?? []) {
          if (!skuNos.has(skuNo)) problems.push(`${at}: ${skuNo} is not an on-shelf seeded SKU`);
        }
        const cat = source.categoryCode;
        if (cat !== undefined && !categories.some((c) => c.scCode === cat || String(c.code) === cat)) {
          problems.push(`${at}: no category ${cat}`);
        }
        if (source.couponNo !== undefined && !coupons.some((c) => c.couponNo === source.couponNo)) {
          problems.push(`${at}: no coupon ${source.couponNo}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('links the notices to routes of the app', () => {
    for (const n of notices) {
      if (n.linkUrl === null) continue;
      expect(n.linkUrl.startsWith(`${SPA_BASE_PATH}`), n.noticeNo).toBe(true);
      expect(routeOf(`/${n.linkUrl.slice(SPA_BASE_PATH.length)}`), n.noticeNo).toBeDefined();
    }
  });
});
