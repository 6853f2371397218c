import { request } from 'node:http';
import { chromium, type Page } from 'playwright-core';
import { startBuiltMall } from './built-mall';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './stats';

/**
 * Transfer size of the first route: `/mbankmall/index` opened in Chromium at the mobile
 * viewport against the real server and a production build (with its precompressed .br/.gz): the encoded
 * response bodies Chromium received (it asks `br, gzip, deflate`), same origin only, by kind, beside the
 * bytes of the same answers uncompressed, which is what the server sent everyone before. Printed beside
 * the targets, never asserted.
 */
const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

type Kind = 'js' | 'css' | 'html' | 'api' | 'image' | 'other';

function kindOf(type: string, path: string): Kind {
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (type === 'document') return 'html';
  if (path.startsWith('/api/') && !path.startsWith('/api/file-storage/')) return 'api';
  if (type === 'image') return 'image';
  return 'other';
}

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  kind: Kind;
  bytes: number;
  coding: string;
}

/** Every same-origin request of the first route with the body size Chromium received. */
async function loadFirstRoute(page: Page, origin: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    pending.push(
      (async () => {
        const [sizes, response, headers] = await Promise.all([
          request.sizes(),
          request.response(),
          request.allHeaders(),
        ]);
        seen.push({
          method: request.method(),
          url: url.href,
          headers,
          kind: kindOf(request.resourceType(), url.pathname),
          bytes: sizes.responseBodySize,
          coding: (await response?.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  await page.goto(`${origin}/mbankmall/index`, { waitUntil: 'networkidle' });
  // Blocks and the tracker load after first paint; let them finish too.
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  return seen;
}

/**
 * The same GET again from Node with another Accept-Encoding (`identity` is what every client got before): Chromium
 * cannot be told to stop asking for br here (route headers are overwritten by its network stack, and this
 * build has no Network.setAcceptedEncodings). Writes (tracker uploads) are not sent twice; their
 * answers count the same in both columns.
 */
function bytesWith(req: Seen, acceptEncoding: string): Promise<number> {
  if (req.method !== 'GET') return Promise.resolve(req.bytes);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && name !== 'accept-encoding'),
  );
  return new Promise((resolve, reject) => {
    const out = request(req.url, { headers: { ...headers, 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end();
  });
}

export async function benchTransfer(): Promise<string[]> {
  const lines: string[] = ['## first route transfer (/index, Chromium, same-origin bodies as received)'];
  const mall = await startBuiltMall();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = mall.origin;
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const seen = await loadFirstRoute(await context.newPage(), origin);
    await context.close();
    const plain = await Promise.all(seen.map((req) => bytesWith(req, 'identity')));
    const gzipOnly = await Promise.all(seen.map((req) => bytesWith(req, 'gzip')));
    const row = (label: string, kinds: Kind[], target: string) => {
      const picked = seen
        .map((req, i) => ({ req, plain: plain[i] ?? 0, gzip: gzipOnly[i] ?? 0 }))
        .filter((r) => kinds.includes(r.req.kind));
      const c = picked.reduce((n, r) => n + r.req.bytes, 0);
      const g = picked.reduce((n, r) => n + r.gzip, 0);
      const i = picked.reduce((n, r) => n + r.plain, 0);
      const ratio = i > 0 ? `${((c / i) * 100).toFixed(0)}%` : '–';
      lines.push(
        `${label} (${picked.length}): ${kb(c)} as Chromium asks (br) · ${kb(g)} gzip-only · ${kb(i)} uncompressed (${ratio}) — target: ${target}`,
      );
    };
    row('JS', ['js'], 'served precompressed; first-route JS ≤ 120 KB gzip (npm run budgets)');
    row('CSS', ['css'], 'served precompressed');
    row('HTML', ['html'], 'compressed on the fly, never cached');
    row('API JSON', ['api'], 'answers over 1 KB compressed');
    row('images', ['image'], 'not recompressed (AVIF/WebP by Accept)');
    row(
      'all same-origin',
      ['js', 'css', 'html', 'api', 'image', 'other'],
      'no text over 1 KB sent uncompressed',
    );
    const encodings: Record<string, number> = {};
    for (const req of seen) if (req.kind === 'js') encodings[req.coding] = (encodings[req.coding] ?? 0) + 1;
    const codings = Object.entries(encodings)
      .map(([coding, n]) => `${coding} ${n}`)
      .join(', ');
    lines.push(`JS responses by Content-Encoding as Chromium asks: ${codings || 'none'}`);
    return lines;
  } finally {
    await browser.close();
    await mall.close();
  }
}
