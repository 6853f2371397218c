import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures as phones and attackers send them, made byte by byte where sharp would not write them (libvips
 * writes no GPS directory and no picture past its own pixel limit). The upload tests use them.
 */

/** Text a phone writes into EXIF that must never be kept: camera maker and serial. */
export const CAMERA_SECRET = 'CamCo SN-0042-SECRET';
/** Beijing, as degrees/minutes/seconds rationals in the GPS directory. */
export const GPS_LATITUDE = [39, 54, 15] as const;
export const GPS_LONGITUDE = [116, 24, 27] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * An EXIF APP1 segment (big-endian TIFF) with IFD0 {Orientation, Make, GPS pointer} and a GPS directory
 * {latitude N, longitude E}, as a phone camera writes one.
 */
export function exifSegment(orientation: number): Buffer {
  const make = Buffer.from(`${CAMERA_SECRET}\0`, 'latin1');
  const ifd0Entries = 3;
  const gpsEntries = 4;
  const ifd0At = 8;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const makeAt = ifd0At + ifd0Size;
  const gpsAt = makeAt + make.length;
  const gpsSize = 2 + gpsEntries * 12 + 4;
  const latAt = gpsAt + gpsSize;
  const lonAt = latAt + 24;
  const tiff = Buffer.alloc(lonAt + 24);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(ifd0At, 4);
  const entry = (
    at: number,
    tag: number,
    type: number,
    count: number,
    value: (b: Buffer, at: number) => void,
  ) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff, at + 8);
  };
  const SHORT = 3;
  const ASCII = 2;
  const LONG = 4;
  const RATIONAL = 5;
  tiff.writeUInt16BE(ifd0Entries, ifd0At);
  entry(ifd0At + 2, 0x010f, ASCII, make.length, (b, at) => b.writeUInt32BE(makeAt, at));
  entry(ifd0At + 14, 0x0112, SHORT, 1, (b, at) => b.writeUInt16BE(orientation, at));
  entry(ifd0At + 26, 0x8825, LONG, 1, (b, at) => b.writeUInt32BE(gpsAt, at));
  make.copy(tiff, makeAt);
  tiff.writeUInt16BE(gpsEntries, gpsAt);
  entry(gpsAt + 2, 0x0001, ASCII, 2, (b, at) => b.write('N\0', at, 'latin1'));
  entry(gpsAt + 14, 0x0002, RATIONAL, 3, (b, at) => b.writeUInt32BE(latAt, at));
  entry(gpsAt + 26, 0x0003, ASCII, 2, (b, at) => b.write('E\0', at, 'latin1'));
  entry(gpsAt + 38, 0x0004, RATIONAL, 3, (b, at) => b.writeUInt32BE(lonAt, at));
  for (const [at, dms] of [
    [latAt, GPS_LATITUDE],
    [lonAt, GPS_LONGITUDE],
  ] as const) {
    dms.forEach((v, i) => {
      tiff.writeUInt32BE(v, at + i * 8);
      tiff.writeUInt32BE(1, at + i * 8 + 4);
    });
  }
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([head, body]);
}

/** The GPS latitude as it sits in the EXIF bytes (three big-endian rationals), to look for in a file. */
export const gpsLatitudeBytes = (): Buffer => {
  const b = Buffer.alloc(24);
  GPS_LATITUDE.forEach((v, i) => {
    b.writeUInt32BE(v, i * 8);
    b.writeUInt32BE(1, i * 8 + 4);
  });
  return b;
};

/**
 * A phone photo as the sensor stored it: 300×200 pixels, blue with a red 60×40 block in the top-left
 * corner, and EXIF orientation 6 (turn 90° clockwise to show it), the maker's serial and a GPS position.
 * Shown upright it is 200×300 with the red block in the top-right corner.
 */
export async function sidewaysPhoneJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 60, height: 40, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  // Right after SOI, where a camera writes it.
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), exifSegment(6), jpeg.subarray(2)]));
}

/**
 * A decompression bomb: a valid `side`×`side` PNG, one bit per pixel, all black. 20,000×20,000 is
 * 400 megapixels (1.2 GB as RGB once decoded) in about 50 KB.
 */
export function pixelBombPng(side: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(typeAndData.length + 8);
    out.writeUInt32BE(data.length, 0);
    typeAndData.copy(out, 4);
    out.writeUInt32BE(crc32(typeAndData), typeAndData.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  // Each row: filter byte 0, then side/8 bytes of zero bits.
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
