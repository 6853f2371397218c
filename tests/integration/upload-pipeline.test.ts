import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResultSchema } from '../../schemas/api/uploads';
import { uploadMessages } from '../../server/i18n/uploads';
import { CAMERA_SECRET, gpsLatitudeBytes, pixelBombPng, sidewaysPhoneJpeg } from '../picture-fixtures';
import { login, startTestServer, type TestServer } from './helpers';

// No uploaded picture can hurt another shopper or tell where it was taken. Every picture goes
// through sharp: turned upright, at most 2048 px, re-encoded without metadata, with a thumbnail; a pixel
// bomb is refused from its header, in the shopper's language.

let server: TestServer;
let userCode: string;

async function upload(bytes: Uint8Array, lang = 'zh-CN') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'IMG_0001.PNG');
  const res = await fetch(`${server.url}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: { userCode, 'accept-language': lang },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { resCode: string; resMsg: string; result: unknown },
  };
}

async function served(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The colour of one pixel of a served picture, as [r, g, b]. */
async function pixel(bytes: Uint8Array, left: number, top: number): Promise<number[]> {
  return [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60;

beforeAll(async () => {
  server = await startTestServer();
  userCode = await login(server.url, 'C0001');
});
afterAll(() => server?.stop());

describe('a phone photo', () => {
  it('taken sideways (EXIF orientation 6) is kept upright, without the orientation tag', async () => {
    const sent = await sidewaysPhoneJpeg();
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const res = await upload(sent);
    expect(res.body.resCode, res.body.resMsg).toBe('0000');
    const file = uploadResultSchema.parse(res.body.result);
    expect([file.contentType, file.width, file.height]).toEqual(['image/jpeg', 200, 300]);

    const kept = await served(file.url);
    const meta = await sharp(kept).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
    // The red corner the sensor stored top-left is top-right once the photo is turned clockwise.
    expect(isRed(await pixel(kept, 190, 10))).toBe(true);
    expect(isBlue(await pixel(kept, 10, 10))).toBe(true);
    expect(isBlue(await pixel(kept, 190, 290))).toBe(true);
  });

  it('loses its GPS position, camera serial and every other metadata, in the picture and its thumbnail', async () => {
    const sent = await sidewaysPhoneJpeg();
    expect(Buffer.from(sent).includes(gpsLatitudeBytes())).toBe(true);
    expect(Buffer.from(sent).includes(CAMERA_SECRET)).toBe(true);
    const file = uploadResultSchema.parse((await upload(sent)).body.result);
    for (const path of [file.url, file.thumbUrl]) {
      const kept = await served(path);
      const meta = await sharp(kept).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.comments], path).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(Buffer.from(kept).includes(gpsLatitudeBytes()), path).toBe(false);
      expect(Buffer.from(kept).includes(CAMERA_SECRET), path).toBe(false);
    }
  });

  it('of 12 megapixels is kept at 2048 px with a 360 px thumbnail served beside it', async () => {
    const sent = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const file = uploadResultSchema.parse((await upload(new Uint8Array(sent))).body.result);
    expect([file.width, file.height]).toEqual([2048, 1536]);
    const thumb = await sharp(await served(file.thumbUrl)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 360, 270]);
    const thumbRes = await fetch(`${server.url}${file.thumbUrl}`);
    expect(thumbRes.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('a pixel bomb', () => {
  it('of 20,000×20,000 pixels is refused quickly, in the shopper’s language, without being decoded', async () => {
    const bomb = pixelBombPng(20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const peakBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    const res = await upload(bomb);
    const took = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toBe(uploadMessages['zh-CN'].tooManyPixels(40));
    // Decoded, it would be 400 MB as grey and 1.2 GB as RGB: the process's peak memory has not moved
    // by a fraction of that, and the answer came from the header.
    const peakGrowthMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(peakGrowthMb).toBeLessThan(100);
    // About 10 ms when the machine is idle; decoding would take tens of seconds.
    expect(took).toBeLessThan(3_000);

    const en = await upload(bomb, 'en');
    expect([en.status, en.body.resMsg]).toEqual([400, uploadMessages.en.tooManyPixels(40)]);
  });

  it('leaves nothing behind: the next picture is taken as usual', async () => {
    const sent = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(new Uint8Array(sent));
    expect(res.body.resCode, res.body.resMsg).toBe('0000');
  });
});

describe('a refusal', () => {
  it('is worded in the shopper’s language', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const zh = await upload(svg);
    expect([zh.status, zh.body.resMsg]).toEqual([415, uploadMessages['zh-CN'].notPicture]);
    const en = await upload(svg, 'en');
    expect([en.status, en.body.resMsg]).toEqual([415, uploadMessages.en.notPicture]);
    const notForm = await fetch(`${server.url}/api/file-storage/file/upload`, {
      method: 'POST',
      headers: { userCode, 'accept-language': 'en', 'content-type': 'image/png' },
      body: svg,
    });
    expect(notForm.status).toBe(415);
    expect(((await notForm.json()) as { resMsg: string }).resMsg).toBe(uploadMessages.en.notForm);
  });
});
