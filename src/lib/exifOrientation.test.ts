import { describe, expect, it } from 'vitest';
import { jpegOrientation, turnsQuarter, uprightTransform } from './exifOrientation';

/** A JPEG's first bytes: SOI, an APP0, then APP1 "Exif" with one IFD entry, the orientation tag. */
function jpegWith(orientation: number, littleEndian: boolean): Uint8Array {
  const u16 = (v: number) => (littleEndian ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) =>
    littleEndian
      ? [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >>> 24]
      : [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  const tiff = [
    ...(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(2),
    // An unrelated entry first (ImageWidth), then the orientation (type SHORT, count 1).
    ...u16(0x0100),
    ...u16(3),
    ...u32(1),
    ...u16(4000),
    0,
    0,
    ...u16(0x0112),
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0),
  ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const len = app1.length + 2;
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, 0xe1, len >> 8, len & 0xff, ...app1, 0xff, 0xda, 0, 2]);
}

describe('jpegOrientation', () => {
  it('reads the orientation of a phone photo in either byte order', () => {
    for (const o of [1, 3, 6, 8]) {
      expect(jpegOrientation(jpegWith(o, true))).toBe(o);
      expect(jpegOrientation(jpegWith(o, false))).toBe(o);
    }
  });

  it('answers 1 (as stored) for what is not a tagged JPEG, and for a cut or odd tag', () => {
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(jpegWith(6, true).slice(0, 30))).toBe(1);
    expect(jpegOrientation(jpegWith(9, false))).toBe(1);
  });
});

describe('uprightTransform', () => {
  /** Where the stored picture's corners land on the upright canvas. */
  const corners = (orientation: number, width: number, height: number) => {
    const [a, b, c, d, e, f] = uprightTransform(orientation, width, height);
    const [sw, sh] = turnsQuarter(orientation) ? [height, width] : [width, height];
    return [
      [0, 0],
      [sw, 0],
      [0, sh],
      [sw, sh],
    ].map(([x = 0, y = 0]) => [a * x + c * y + e, b * x + d * y + f]);
  };

  it('maps the stored picture exactly onto the upright canvas for every orientation', () => {
    for (let o = 1; o <= 8; o += 1) {
      const landed = corners(o, 300, 400)
        .map(([x, y]) => `${x},${y}`)
        .sort();
      expect(landed, `orientation ${o}`).toEqual(['0,0', '0,400', '300,0', '300,400']);
    }
  });

  it('turns a phone held upright (6) a quarter clockwise: the stored top-left goes top-right', () => {
    const [topLeft] = corners(6, 3000, 4000);
    expect(topLeft).toEqual([3000, 0]);
    expect(turnsQuarter(6)).toBe(true);
    expect(turnsQuarter(3)).toBe(false);
  });
});
