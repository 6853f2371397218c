import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pixelBombPng, sidewaysPhoneJpeg } from '../../tests/picture-fixtures';
import { type CleanImage, cleanImage, MAX_SIDE, sniffImage, THUMB_SIDE } from './uploads-image';

// What the mall keeps of a picture is a new file sharp wrote: upright, bounded, re-encoded and
// without metadata. The upload route's own tests (tests/integration/uploads.test.ts) check it end to end.

const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
const ascii = (s: string) => new TextEncoder().encode(s);

const cleaned = async (bytes: Uint8Array): Promise<CleanImage> => {
  const result = await cleanImage(bytes);
  if (typeof result === 'string') throw new Error(result);
  return result;
};

const made = async (img: sharp.Sharp) => new Uint8Array(await img.toBuffer());
const plain = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 40, g: 90, b: 160, alpha: channels === 4 ? 0.5 : 1 },
    },
  });

describe('judging a picture by its bytes', () => {
  it('knows JPEG and PNG by their signatures and hands nothing else to the decoder', async () => {
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(await made(plain(4, 4).png()))).toBe('png');
    expect(await cleanImage(ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe(
      'not_image',
    );
    expect(await cleanImage(await made(plain(4, 4).gif()))).toBe('not_image');
    expect(await cleanImage(await made(plain(4, 4).webp()))).toBe('not_image');
  });

  it('refuses a JPEG or PNG that stops short', async () => {
    expect(await cleanImage(JPEG.subarray(0, JPEG.length - 400))).toBe('malformed');
    const png = await made(plain(64, 64).png());
    expect(await cleanImage(png.subarray(0, png.length - 20))).toBe('malformed');
    expect(await cleanImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('malformed');
  });

  it('refuses a picture of more than 40 megapixels from its header, in milliseconds', async () => {
    const bomb = pixelBombPng(6400); // 40.96 MP, about 5 KB
    const started = performance.now();
    expect(await cleanImage(bomb)).toBe('too_many_pixels');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the picture kept', () => {
  it('turns a sideways phone photo upright and drops the orientation tag', async () => {
    const out = await cleaned(await sidewaysPhoneJpeg());
    expect(out).toMatchObject({ kind: 'jpeg', width: 200, height: 300 });
    const meta = await sharp(out.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
  });

  it('is at most 2048 px on its long side, keeps its proportions and is never enlarged', async () => {
    const big = await cleaned(await made(plain(4000, 3000).jpeg()));
    expect([big.width, big.height]).toEqual([MAX_SIDE, 1536]);
    expect([big.thumb.width, big.thumb.height]).toEqual([THUMB_SIDE, 270]);
    const small = await cleaned(await made(plain(120, 80).jpeg()));
    expect([small.width, small.height, small.thumb.width, small.thumb.height]).toEqual([120, 80, 120, 80]);
  });

  it('makes a JPEG of an opaque PNG and keeps a transparent one a PNG', async () => {
    const opaque = await cleaned(await made(plain(50, 50).png()));
    expect([opaque.kind, (await sharp(opaque.bytes).metadata()).format]).toEqual(['jpeg', 'jpeg']);
    const transparent = await cleaned(await made(plain(50, 50, 4).png()));
    const meta = await sharp(transparent.bytes).metadata();
    expect([transparent.kind, meta.format, meta.hasAlpha]).toEqual(['png', 'png', true]);
    expect((await sharp(transparent.thumb.bytes).metadata()).format).toBe('png');
  });

  it('is converted to sRGB and carries no colour profile, EXIF, XMP or text', async () => {
    const sent = await made(
      plain(64, 48)
        .withIccProfile('p3')
        .withExif({ IFD0: { Copyright: 'exif-secret' } })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">xmp-secret</x:xmpmeta>')
        .jpeg(),
    );
    const before = await sharp(sent).metadata();
    expect([Boolean(before.icc), Boolean(before.exif), Boolean(before.xmp)]).toEqual([true, true, true]);
    const out = await cleaned(sent);
    for (const picture of [out, out.thumb]) {
      const meta = await sharp(picture.bytes).metadata();
      expect([meta.icc, meta.exif, meta.xmp, meta.iptc, meta.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      const text = Buffer.from(picture.bytes);
      expect(text.includes('exif-secret') || text.includes('xmp-secret')).toBe(false);
    }
  });
});
