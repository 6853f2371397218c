import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { compressAssets } from '../../scripts/compress-assets';
import { chooseCoding, compressAnswers } from '../../server/http/compression';
import { login, startTestServer, type TestServer, tempDir } from './helpers';

/**
 * Built assets are served precompressed by Accept-Encoding (br > gzip > identity), dynamic
 * answers over 1 KB are compressed on the fly, and nothing else about an answer changes. Raw node:http
 * requests, because fetch would decode the body and hide what was on the wire.
 */
interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(
  url: string,
  headers: Record<string, string> = {},
  opts: { method?: string; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const decode = (res: Raw): Buffer => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body);
  if (coding === 'gzip') return gunzipSync(res.body);
  expect(coding).toBeUndefined();
  return res.body;
};

const dist = tempDir('dist-compress');
const CHUNK = 'assets/index-Ab12Cd34.js';
const SMALL = 'assets/tiny-Ef56Gh78.js';
const IMAGE = 'assets/photo-Ij90Kl12.png';
/** Realistic enough JS: repetitive (compresses well) with some noise, ~60 KB. */
const JS = Array.from(
  { length: 1200 },
  (_, i) => `export function f${i}(a){return a+${i}+"${randomBytes(4).toString('hex')}";}\n`,
).join('');
const ICONS = ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png'];
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'), { recursive: true });
  writeFileSync(
    join(dist.path, 'index.html'),
    `<!doctype html><html><head><meta name="mall-env" content="__MALL_ENV__" /></head><body>${'<p>SPA</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dist.path, CHUNK), JS);
  writeFileSync(join(dist.path, SMALL), 'console.log(1);');
  writeFileSync(join(dist.path, IMAGE), randomBytes(4096));
  // What Vite copies from public/ into the build.
  for (const icon of ICONS) copyFileSync(join('public', icon), join(dist.path, icon));
  await compressAssets(dist.path);
  server = await startTestServer({ distDir: dist.path, env: 'uat' });
});
afterAll(async () => {
  await server?.stop();
  dist.remove();
});

describe('the build step', () => {
  it('writes .br and .gz beside text assets over 1 KB only, and leaves index.html to the server', () => {
    const original = readFileSync(join(dist.path, CHUNK));
    expect(brotliDecompressSync(readFileSync(join(dist.path, `${CHUNK}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(dist.path, `${CHUNK}.gz`))).equals(original)).toBe(true);
    for (const untouched of [SMALL, IMAGE, 'index.html']) {
      expect(() => readFileSync(join(dist.path, `${untouched}.br`))).toThrow();
      expect(() => readFileSync(join(dist.path, `${untouched}.gz`))).toThrow();
    }
  });
});

describe('hashed assets', () => {
  const url = () => `${server.url}/mbankmall/${CHUNK}`;

  it('are served brotli to a client that accepts br, with the compressed length, and immutable', async () => {
    const res = await raw(url(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.body.byteLength));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.byteLength).toBeLessThan(JS.length / 2);
    expect(decode(res).toString()).toBe(JS);
  });

  it('are served gzip to a gzip-only client', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'x-gzip']) {
      const res = await raw(url(), { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-length']).toBe(String(res.body.byteLength));
      expect(decode(res).toString()).toBe(JS);
    }
  });

  it('are served as they are when no coding is acceptable', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of cases) {
      const res = await raw(url(), headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(JS.length));
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toBe(JS);
    }
  });

  it('leave small files and images uncompressed', async () => {
    const small = await raw(`${server.url}/mbankmall/${SMALL}`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1);');
    const image = await raw(`${server.url}/mbankmall/${IMAGE}`, { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.byteLength).toBe(4096);
  });

  it('answer HEAD with the headers of the chosen representation and no body', async () => {
    const res = await raw(url(), { 'accept-encoding': 'br' }, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.byteLength).toBe(0);
  });
});

describe('index.html', () => {
  it('is compressed on the fly with the environment written in, and still never cached', async () => {
    const res = await raw(`${server.url}/mbankmall/index`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(decode(res).toString()).toContain('<meta name="mall-env" content="uat" />');
  });
});

describe('API answers', () => {
  const spec = () => `${server.url}/api/openapi.json`;

  it('are compressed when the client asks, and decode to the same JSON', async () => {
    const plain = await raw(spec());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await raw(spec(), { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-length']).toBe(String(br.body.byteLength));
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(decode(br).equals(plain.body)).toBe(true);
    const gz = await raw(spec(), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(plain.body)).toBe(true);
  });

  it('keep the tracking ingest upload-status header', async () => {
    const events = Array.from({ length: 40 }, (_, i) => ({ eventId: `bad-${i}`, sequence: 'x' }));
    const res = await raw(
      `${server.url}${TRACKING_ENDPOINTS.normal}`,
      {
        'content-type': 'application/json',
        [TRACKING_HEADERS.secretKey]: 'mbankmallUAT',
        'accept-encoding': 'br, gzip',
      },
      { method: 'POST', body: JSON.stringify({ events, dropped: {} }) },
    );
    expect(res.headers[TRACKING_HEADERS.uploadStatus]).toBeTruthy();
    expect(JSON.parse(decode(res).toString())).toHaveProperty('resCode');
  });

  it('replay an idempotent write, compressed or not', async () => {
    const userCode = await login(server.url, 'C0001');
    const uniqueCode = randomUUID();
    const send = (accept: string) =>
      raw(
        `${server.url}/api/channel/product/add-favor`,
        { 'content-type': 'application/json', userCode, uniqueCode, 'accept-encoding': accept },
        { method: 'POST', body: JSON.stringify({ spuNo: 'SPU20001', skuNo: 'SKU2000101' }) },
      );
    const first = await send('br');
    const firstBody = JSON.parse(decode(first).toString()) as { resCode: string };
    expect(firstBody.resCode).toBe('0000');
    const again = await send('gzip');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(decode(again).toString())).toEqual(firstBody);
  });
});

describe('compressAnswers()', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/big', (c) =>
    c.json(big, 200, { 'x-trace-upload-status': 'ok', etag: '"abc"', 'cache-control': 'no-store' }),
  );
  app.get('/raw', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }));
  app.get('/small', (c) => c.json({ ok: true }));

  it('compresses, keeps every header and weakens a strong ETag', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-trace-upload-status')).toBe('ok');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBe('W/"abc"');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
  });

  it('leaves small, no-transform and unasked answers alone', async () => {
    for (const [path, accept] of [
      ['/small', 'br'],
      ['/raw', 'br'],
      ['/big', ''],
    ] as const) {
      const res = await app.request(path, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(await res.json()).toBeTruthy();
    }
  });

  it('chooses br > gzip > identity by q-value', () => {
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding(undefined)).toBeNull();
  });
});

describe('favicon (Lighthouse saw a 404)', () => {
  it('is linked from index.html and shipped in public/', () => {
    const html = readFileSync('index.html', 'utf8');
    for (const icon of ICONS) expect(html).toContain(`href="/${icon}"`);
    // The mall's schemas are zod/mini (ADR 0006), which never compiles a parser, so its page loads no
    // jitless switch (one request less; tests/e2e/csp.spec.ts proves no eval probe is refused). The
    // console still runs classic zod and keeps it.
    expect(html).not.toContain('zod-jitless');
    expect(readFileSync('console.html', 'utf8')).toContain('<script src="/zod-jitless.js"></script>');
  });

  it('is served under the mall and at the origin root with its image type', async () => {
    const types: Record<string, string> = {
      '/mbankmall/favicon.svg': 'image/svg+xml',
      '/mbankmall/favicon.ico': 'image/x-icon',
      '/mbankmall/apple-touch-icon.png': 'image/png',
      '/favicon.ico': 'image/x-icon',
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await raw(`${server.url}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
      const file = readFileSync(join('public', path.split('/').pop() ?? ''));
      expect(decode(res).equals(file), path).toBe(true);
    }
  });
});
