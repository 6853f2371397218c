/**
 * Records the booth pages a running server publishes into fixtures, for QA replay
 * (BOOTH_SOURCE=fixtures) and the app's fixture tests:
 *
 *   npm run fixtures:record -- --url http://127.0.0.1:8787 [--token <operator token>] [--out dir]
 *
 * Writes <out>/<pageKey>.json (the layout as served), <out>/products-<pageKey>.json (the batched
 * product-card answer the page's product rows need) and <out>/index.json (what the replay reads).
 * With the operator token (or OPERATOR_TOKEN) every published page is recorded; without it, the
 * generic pages the mall links to.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { boothPageAnswerSchema } from '../schemas/api/booth';
import { envelopeSchema, SUCCESS_CODE } from '../schemas/api/envelope';
import { HeaderNames } from '../schemas/api/headers';
import { type ProductCardsRequest, productCardsResultSchema } from '../schemas/api/productCard';
import { CATEGORY_TABS, PAGE_CODES } from '../schemas/booth/codes';
import { validateLayout } from '../schemas/booth/validate';

export interface RecordOptions {
  url: string;
  token?: string | undefined;
  outDir: string;
  log?: (line: string) => void;
}

export interface RecordedPage {
  pageKey: string;
  file: string;
  pageCode: number | null;
  pageId: string;
  version: number | null;
  blocks: number;
  /** Blocks the app would drop (invalid, unknown, clashing): worth a look before replaying. */
  dropped: number;
  products: string | null;
  cards: number;
}

type PageTarget = { pageCode: number } | { pageId: string };

/** Pages the mall links to, recorded when no operator token is given. */
const KNOWN_PAGES: PageTarget[] = [
  ...CATEGORY_TABS.map((t) => ({ pageCode: t.pageCode })),
  { pageCode: PAGE_CODES.flashSaleList },
  ...['e-cny', 'activity', 'activity-spring-coupon', 'aggregate'].map((pageId) => ({ pageId })),
];

async function api(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, init);
  const body = envelopeSchema.parse(await res.json());
  if (body.resCode !== SUCCESS_CODE) throw new Error(`${url}: ${res.status} ${body.resCode} ${body.resMsg}`);
  return body.result;
}

async function targets(base: string, token: string | undefined): Promise<PageTarget[]> {
  if (!token) return KNOWN_PAGES;
  const pages = (await api(`${base}/api/booth/operator/pages`, {
    headers: { [HeaderNames.operatorToken]: token },
  })) as { pageCode: number | null; pageId: string; liveVersion: number | null }[];
  return pages
    .filter((p) => p.liveVersion !== null)
    .map((p) => (p.pageCode !== null ? { pageCode: p.pageCode } : { pageId: p.pageId }));
}

/** The same rows the app sends for a page's product rows (src/booth/productRequest), from valid blocks. */
function productRequest(layout: unknown): ProductCardsRequest | null {
  const result = validateLayout(layout);
  if (!result.ok) return null;
  const rows: ProductCardsRequest['rows'] = [];
  for (const block of result.layout.blocks) {
    if (block.type !== 'productRows') continue;
    const { source } = block.props;
    if (source.kind === 'skus') rows.push({ key: block.id, skuNos: [...source.skuNos] });
    else {
      const { categoryCode, couponNo, sort, pageSize } = source;
      rows.push({ key: block.id, query: { categoryCode, couponNo, sort, pageSize } });
    }
  }
  return rows.length > 0 ? { rows } : null;
}

const write = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

export async function recordFixtures(opts: RecordOptions): Promise<RecordedPage[]> {
  const base = opts.url.replace(/\/+$/, '');
  const log = opts.log ?? console.log;
  mkdirSync(opts.outDir, { recursive: true });
  const recorded: RecordedPage[] = [];
  for (const target of await targets(base, opts.token)) {
    const query = 'pageCode' in target ? `pageCode=${target.pageCode}` : `pageId=${target.pageId}`;
    const answer = boothPageAnswerSchema.parse(await api(`${base}/api/booth/page?${query}`));
    const layout = answer.layout as { pageCode?: unknown; pageId?: unknown; version?: unknown };
    const pageId =
      typeof layout.pageId === 'string' ? layout.pageId : 'pageId' in target ? target.pageId : '';
    const pageCode = 'pageCode' in target ? target.pageCode : null;
    const pageKey = pageCode !== null ? `code-${pageCode}` : `id-${pageId}`;
    const file = `${pageKey}.json`;
    write(join(opts.outDir, file), answer.layout);

    const request = productRequest(answer.layout);
    let products: string | null = null;
    let cards = 0;
    if (request) {
      const result = productCardsResultSchema.parse(
        await api(`${base}/api/channel/get-mbank-product-info-v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        }),
      );
      products = `products-${pageKey}.json`;
      write(join(opts.outDir, products), result);
      cards = Object.values(result).reduce((n, row) => n + row.length, 0);
    }
    const check = validateLayout(answer.layout);
    recorded.push({
      pageKey,
      file,
      pageCode,
      pageId,
      version: typeof layout.version === 'number' ? layout.version : null,
      blocks: Array.isArray((answer.layout as { blocks?: unknown }).blocks)
        ? (answer.layout as { blocks: unknown[] }).blocks.length
        : 0,
      dropped: check.ok ? check.dropped.length : -1,
      products,
      cards,
    });
  }
  write(join(opts.outDir, 'index.json'), { recordedFrom: base, fixtures: recorded });
  log(`recorded ${recorded.length} pages from ${base} into ${opts.outDir}`);
  for (const r of recorded) {
    const issues = r.dropped === 0 ? '' : r.dropped < 0 ? ', NOT A VALID LAYOUT' : `, ${r.dropped} dropped`;
    log(
      `  ${r.pageKey.padEnd(28)} v${r.version ?? '?'}  ${r.blocks} blocks${issues}  ${r.cards} product cards`,
    );
  }
  return recorded;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8787' },
      token: { type: 'string' },
      out: { type: 'string', default: 'fixtures/booth/recorded' },
    },
  });
  await recordFixtures({
    url: values.url,
    token: values.token ?? process.env.OPERATOR_TOKEN,
    outDir: resolve(values.out),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error('recording failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
