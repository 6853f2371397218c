import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UploadResult, uploadResultSchema } from '../../schemas/api/uploads';
import { crc32 } from '../picture-fixtures';
import { AFTER_SALE_TIMING, buyAndPay, itemNoOf, view } from './after-sales-helpers';
import { login, startTestServer, type TestServer, tempDir } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// File storage: pictures are judged by their bytes, kept without metadata, served inert, and
// only their uploader may attach them to an after-sales application. What the picture becomes (upright,
// bounded, re-encoded) is tested in upload-pipeline.test.ts.

let server: TestServer;
let liCode: string;
let li: Shopper;
let zhangCode: string;

const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
const PNG = new Uint8Array(readFileSync('fixtures/images/out/category/27@1x.png'));
const SECRET = 'GPS 39.9042N 116.4074E serial CAM-0042';
const ascii = (s: string) => new TextEncoder().encode(s);
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));

/** A JPEG as a phone writes it: an EXIF segment and a comment right after SOI. */
function jpegWithMetadata(): Uint8Array {
  const segment = (marker: number, body: Uint8Array) => {
    const head = [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff];
    return new Uint8Array([...head, ...body]);
  };
  const exif = segment(0xe1, ascii(`Exif\0\0${SECRET}`));
  const comment = segment(0xfe, ascii(`comment ${SECRET}`));
  return new Uint8Array([...JPEG.subarray(0, 2), ...exif, ...comment, ...JPEG.subarray(2)]);
}

/** A PNG with a tEXt chunk after IHDR (8-byte signature + 25-byte IHDR chunk). */
function pngWithText(): Uint8Array {
  const typeAndData = ascii(`tEXtComment\0${SECRET}`);
  const chunk = Buffer.alloc(typeAndData.length + 8);
  chunk.writeUInt32BE(typeAndData.length - 4, 0);
  chunk.set(typeAndData, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return new Uint8Array([...PNG.subarray(0, 33), ...chunk, ...PNG.subarray(33)]);
}

async function upload(
  userCode: string | null,
  bytes: Uint8Array,
  name: string,
  type = 'image/jpeg',
  base = server.url,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: userCode ? { userCode } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { resCode: string; resMsg: string; result: unknown },
  };
}

async function uploaded(userCode: string, bytes: Uint8Array, name: string): Promise<UploadResult> {
  const res = await upload(userCode, bytes, name);
  expect(res.body.resCode, res.body.resMsg).toBe('0000');
  return uploadResultSchema.parse(res.body.result);
}

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  liCode = await login(server.url, 'C0001');
  zhangCode = await login(server.url, 'C0002');
  li = shopper(server.url, liCode);
});
afterAll(() => server?.stop());

describe('uploading a picture', () => {
  it('refuses a file named like a picture whose bytes are something else', async () => {
    const script = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [
      [script, 'holiday.jpg'],
      [ascii('%PDF-1.7 not a picture'), 'receipt.png'],
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'truncated.jpeg'],
    ] as const) {
      const res = await upload(liCode, bytes, name);
      expect(res.status, name).toBe(415);
      expect(res.body.resCode).not.toBe('0000');
    }
  });

  it('asks for a session and bounds the size', async () => {
    expect((await upload(null, JPEG, 'a.jpg')).body.resCode).toBe('0003');
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(JPEG.subarray(0, 4));
    expect((await upload(liCode, huge, 'huge.jpg')).status).toBe(413);
  });

  it('keeps a JPEG without its EXIF and comment, and serves it inert', async () => {
    const sent = jpegWithMetadata();
    expect(has(sent, SECRET)).toBe(true);
    const file = await uploaded(liCode, sent, 'IMG_0042.JPG');
    expect(file).toMatchObject({ contentType: 'image/jpeg' });
    expect(file.width).toBeGreaterThan(0);
    const res = await fetch(`${server.url}${file.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const served = new Uint8Array(await res.arrayBuffer());
    expect(has(served, SECRET)).toBe(false);
    // A new file of the same picture: its size, no metadata left.
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.comments]).toEqual([
      'jpeg',
      750,
      180,
      undefined,
      undefined,
    ]);
  });

  it('keeps a PNG without its text chunk, whatever name it came with', async () => {
    const file = await uploaded(liCode, pngWithText(), 'photo.jpg');
    expect(file.contentType).toBe('image/png');
    const served = new Uint8Array(await (await fetch(`${server.url}${file.url}`)).arrayBuffer());
    expect(has(served, SECRET)).toBe(false);
    expect(has(served, 'tEXt')).toBe(false);
    expect(has(served, 'IEND')).toBe(true);
  });

  it('answers 404 for an id that was never handed out', async () => {
    const res = await fetch(`${server.url}/api/file-storage/file/upload/U${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
  });
});

describe('attaching pictures to an after-sales application', () => {
  it('attaches my own picture, and refuses another customer’s', async () => {
    const mine = await uploaded(liCode, JPEG, 'broken.jpg');
    const theirs = await uploaded(zhangCode, JPEG, 'theirs.jpg');
    const order = await buyAndPay(server, li, 'SKU2500401', 2);
    const orderItemNo = itemNoOf(order);
    const body = { orderItemNo, type: 'refund_only', reasonCode: 'not_wanted', quantity: 1 };

    const refused = await li.post(`${ORDER}/apply-rma-v2`, {
      ...body,
      photoIds: [mine.fileId, theirs.fileId],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.resMsg).toContain(theirs.fileId);
    const invented = await li.post(`${ORDER}/apply-rma-v2`, { ...body, photoIds: [`U${'a'.repeat(32)}`] });
    expect(invented.status).toBe(404);

    const app = ok(
      await li.post(`${ORDER}/apply-rma-v2`, { ...body, photoIds: [mine.fileId] }, randomUUID()),
    );
    const detail = await view(li, (app as { rmaNo: string }).rmaNo);
    expect(detail.photoIds).toEqual([mine.fileId]);
  });
});

describe('where pictures are kept', () => {
  it('keeps them under the data directory across a restart', async () => {
    const dir = tempDir('uploads');
    try {
      const first = await startTestServer({ dataDir: dir.path });
      const res = await upload(await login(first.url, 'C0001'), PNG, 'a.png', 'image/png', first.url);
      const file = uploadResultSchema.parse(res.body.result);
      await first.stop();
      const second = await startTestServer({ dataDir: dir.path });
      try {
        const served = await fetch(`${second.url}${file.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect((await served.arrayBuffer()).byteLength).toBe(file.size);
      } finally {
        await second.stop();
      }
    } finally {
      dir.remove();
    }
  });
});
