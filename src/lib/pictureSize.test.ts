import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_SIDE, MAX_UPLOAD_BYTES } from '../../schemas/api/uploads';
import { fitsUpload, fitWithin, SEND_AS_IS_BYTES, shrinkPlan } from './pictureSize';

// The sizing rules of a photo shrunk on the phone. The canvas that applies them runs in a real
// browser in tests/integration/photo-upload-browser.test.ts (the DOM of these tests has no canvas).

const MB = 1024 * 1024;

describe('fitting a photo within 2048 px', () => {
  it('scales the long side to 2048 and keeps the proportions, either way round', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(8000, 1000)).toEqual({ width: 2048, height: 256 });
  });

  it('never enlarges, and never rounds a side to nothing', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(MAX_PICTURE_SIDE, 10)).toEqual({ width: 2048, height: 10 });
    expect(fitWithin(100_000, 1)).toEqual({ width: 2048, height: 1 });
  });
});

describe('what is sent', () => {
  it('redraws a 6 MB 12-megapixel phone photo at 2048×1536', () => {
    expect(shrinkPlan({ width: 4032, height: 3024, bytes: 6 * MB, type: 'image/jpeg' })).toEqual({
      send: 'jpeg',
      width: 2048,
      height: 1536,
    });
  });

  it('sends a small JPEG or PNG within 2048 px as it is', () => {
    expect(shrinkPlan({ width: 1080, height: 1920, bytes: 400_000, type: 'image/jpeg' })).toEqual({
      send: 'as_is',
    });
    expect(shrinkPlan({ width: 750, height: 1334, bytes: SEND_AS_IS_BYTES, type: 'image/png' })).toEqual({
      send: 'as_is',
    });
  });

  it('redraws a picture within 2048 px that is heavy, or in a format the server does not take', () => {
    expect(shrinkPlan({ width: 2000, height: 1500, bytes: 3 * MB, type: 'image/png' })).toMatchObject({
      send: 'jpeg',
      width: 2000,
    });
    expect(shrinkPlan({ width: 1200, height: 900, bytes: 200_000, type: 'image/heic' })).toEqual({
      send: 'jpeg',
      width: 1200,
      height: 900,
    });
  });

  it('may send up to the server’s cap and no more', () => {
    expect(fitsUpload(MAX_UPLOAD_BYTES)).toBe(true);
    expect(fitsUpload(MAX_UPLOAD_BYTES + 1)).toBe(false);
    expect(fitsUpload(0)).toBe(false);
  });
});
