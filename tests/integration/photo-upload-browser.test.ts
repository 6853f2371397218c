import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type UploadResult } from '../../schemas/api/uploads';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { exifSegment, gpsLatitudeBytes } from '../picture-fixtures';
import { login, startTestServer, type TestServer } from './helpers';

// On the phone's side: in a real Chromium (the bank app's webview engine), the mall's own code
// shrinks a 6 MB photo taken sideways on a canvas and uploads it through the one HTTP client, reporting
// its progress; the server takes it. The sizing rules alone are tested in src/lib/pictureSize.test.ts.

const HARNESS = 'tests/integration/photo-upload-harness.ts';
const PHOTO_PATH = '/__test/IMG_0001.JPG';
const PAGE_PATH = '/__test/page.html';

let server: TestServer;
let browser: Browser;
let page: Page;
let photo: Buffer;

/** The mall's photo code as it ships (vite, production), one script exposing window.photoHarness. */
async function harnessScript(): Promise<string> {
  const built = await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: HARNESS, formats: ['iife'], name: 'photoHarness', fileName: () => 'harness.js' },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { type: string; code?: string }[] };
  const chunk = output.output.find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('the harness did not build');
  return chunk.code;
}

/**
 * A 12-megapixel phone photo over the 5 MB cap: 4032×3024 of sensor noise stored sideways (EXIF
 * orientation 6, with a GPS position), a red 400×300 block in the stored top-left corner.
 */
async function sixMegabytePhoto(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .composite([
      { input: { create: { width: 400, height: 300, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(6), jpeg.subarray(2)]);
}

beforeAll(async () => {
  const [script, made] = await Promise.all([harnessScript(), sixMegabytePhoto()]);
  photo = made;
  server = await startTestServer();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  // A page and the photo on the server's origin, answered by the test; the API calls go to the server.
  await page.route(`${server.url}${PAGE_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><script>${script}</script></head><body></body></html>`,
    }),
  );
  await page.route(`${server.url}${PHOTO_PATH}`, (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: photo }),
  );
  await page.goto(`${server.url}${PAGE_PATH}`);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Sent {
  shrunk: string | { base64: string; type: string; name: string };
  result: UploadResult;
  progress: number[];
}

describe('a photo chosen on the phone', () => {
  it('of 6 MB goes shrunk under the cap, upright and without EXIF, with its progress, and is kept', async () => {
    expect(photo.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const userCode = await login(server.url, 'C0001');

    const sent = await page.evaluate(
      async ({ photoPath, userCode }): Promise<Sent> => {
        type Harness = typeof import('./photo-upload-harness');
        const h = (window as unknown as { photoHarness: Harness }).photoHarness;
        const blob = await (await fetch(photoPath)).blob();
        const file = new File([blob], 'IMG_0001.JPG', { type: 'image/jpeg' });
        const shrunk = await h.shrinkPicture(file);
        if (shrunk === 'too_big') throw new Error('refused on the phone');
        h.configureClient({ getUserCode: () => userCode });
        const progress: number[] = [];
        const result = await h.uploadPicture(shrunk.blob, shrunk.name, {
          onProgress: (p) => progress.push(p),
        });
        const bytes = new Uint8Array(await shrunk.blob.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return {
          shrunk: { base64: btoa(binary), type: shrunk.blob.type, name: shrunk.name },
          result,
          progress,
        };
      },
      { photoPath: PHOTO_PATH, userCode },
    );

    if (typeof sent.shrunk === 'string') throw new Error(sent.shrunk);
    const shrunk = Buffer.from(sent.shrunk.base64, 'base64');
    // What left the phone: a JPEG under the cap, 2048 px upright (the sideways 4032×3024 is 3024×4032).
    expect(shrunk.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect([sent.shrunk.type, sent.shrunk.name]).toEqual(['image/jpeg', 'IMG_0001.jpg']);
    const meta = await sharp(shrunk).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      1536,
      2048,
      undefined,
      undefined,
    ]);
    expect(shrunk.includes(gpsLatitudeBytes())).toBe(false);
    // The red block the sensor stored top-left shows top-right.
    const [r = 0, g = 0, b = 0] = await sharp(shrunk)
      .extract({ left: 1460, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(r > 200 && g < 60 && b < 60).toBe(true);

    // Its progress was reported, in order, up to the end.
    expect(sent.progress.length).toBeGreaterThan(0);
    expect(sent.progress.at(-1)).toBe(1);
    expect(sent.progress.every((p, i) => i === 0 || p >= (sent.progress[i - 1] ?? 0))).toBe(true);

    // And the server kept it.
    expect([sent.result.width, sent.result.height, sent.result.contentType]).toEqual([
      1536,
      2048,
      'image/jpeg',
    ]);
    const kept = await fetch(`${server.url}${sent.result.url}`);
    expect(kept.status).toBe(200);
  });
});
