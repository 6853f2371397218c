import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanImage, sniffImage } from './uploads-image';

const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
const PNG = new Uint8Array(readFileSync('fixtures/images/out/category/27@1x.png'));
const ascii = (s: string) => new TextEncoder().encode(s);
const join = (...parts: ArrayLike<number>[]) => new Uint8Array(parts.flatMap((p) => [...Array.from(p)]));
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));
const segment = (marker: number, body: Uint8Array) =>
  join([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff], body);
/** A PNG chunk; the sanitiser copies chunks whole and does not check CRCs, so a zero CRC does here. */
const chunk = (type: string, data: Uint8Array) => {
  const length = [
    data.length >>> 24,
    (data.length >>> 16) & 255,
    (data.length >>> 8) & 255,
    data.length & 255,
  ];
  return join(length, ascii(type), data, [0, 0, 0, 0]);
};
const cleaned = (bytes: Uint8Array) => {
  const result = cleanImage(bytes);
  if (typeof result === 'string') throw new Error(result);
  return result;
};

describe('judging a picture by its bytes', () => {
  it('knows JPEG and PNG by their signatures and nothing else', () => {
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(ascii('GIF89a'))).toBeNull();
    expect(cleanImage(ascii('<svg onload=alert(1)>'))).toBe('not_image');
  });

  it('refuses a JPEG or PNG that stops short', () => {
    expect(cleanImage(JPEG.subarray(0, JPEG.length - 2))).toBe('malformed');
    expect(cleanImage(PNG.subarray(0, PNG.length - 12))).toBe('malformed');
  });
});

describe('a JPEG without its metadata', () => {
  it('drops EXIF, XMP, ICC and comments, keeps JFIF and Adobe, and what follows EOI', () => {
    const sent = join(
      JPEG.subarray(0, 2),
      segment(0xe0, ascii('JFIF\0keep-jfif')),
      segment(0xe1, ascii('Exif\0\0GPS-secret')),
      segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0xmp-secret')),
      segment(0xe2, ascii('ICC_PROFILE\0icc-secret')),
      segment(0xee, ascii('Adobe-keep')),
      segment(0xfe, ascii('comment-secret')),
      JPEG.subarray(2),
      ascii('PK\u0003\u0004appended-archive'),
    );
    const out = cleaned(sent);
    expect(out).toMatchObject({ kind: 'jpeg', width: 750, height: 180 });
    for (const secret of ['GPS-secret', 'xmp-secret', 'icc-secret', 'comment-secret', 'appended-archive']) {
      expect(has(out.bytes, secret), secret).toBe(false);
    }
    expect(has(out.bytes, 'keep-jfif')).toBe(true);
    expect(has(out.bytes, 'Adobe-keep')).toBe(true);
    expect(out.bytes.length).toBe(JPEG.length + 4 + 'JFIF\0keep-jfif'.length + 4 + 'Adobe-keep'.length);
  });
});

describe('a PNG without its metadata', () => {
  const IHDR_END = 33;
  it('drops text, eXIf and time chunks and keeps transparency and gamma', () => {
    const sent = join(
      PNG.subarray(0, IHDR_END),
      chunk('tEXt', ascii('Author\0text-secret')),
      chunk('iTXt', ascii('XML:com.adobe.xmp\0\0\0\0\0itxt-secret')),
      chunk('eXIf', ascii('MM\0*exif-secret')),
      chunk('tIME', new Uint8Array(7)),
      chunk('gAMA', new Uint8Array([0, 0, 0xb1, 0x8f])),
      PNG.subarray(IHDR_END),
    );
    const out = cleaned(sent);
    expect(out.kind).toBe('png');
    for (const secret of ['text-secret', 'itxt-secret', 'exif-secret', 'tIME']) {
      expect(has(out.bytes, secret), secret).toBe(false);
    }
    expect(has(out.bytes, 'gAMA')).toBe(true);
  });

  it('refuses an unknown critical chunk a viewer could not skip', () => {
    const sent = join(PNG.subarray(0, IHDR_END), chunk('ZZZZ', new Uint8Array(1)), PNG.subarray(IHDR_END));
    expect(cleanImage(sent)).toBe('malformed');
  });
});
