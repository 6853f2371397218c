import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocation } from './location';

type GeoSuccess = (pos: { coords: { latitude: number; longitude: number } }) => void;
type GeoFailure = (err: { code: number; PERMISSION_DENIED: number }) => void;

function fakeGeolocation(answer: (ok: GeoSuccess, fail: GeoFailure) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.mbankBridge;
});

describe('getLocation', () => {
  it('asks the app first and reads its answer', async () => {
    const call = vi.fn().mockResolvedValue({ errCode: 0, data: { latitude: 31.24, longitude: 121.49 } });
    window.mbankBridge = { call };
    expect(await getLocation()).toEqual({
      ok: true,
      via: 'native',
      value: { status: 'granted', latitude: 31.24, longitude: 121.49 },
    });
    expect(call).toHaveBeenCalledWith('getLocation', { coordType: 'wgs84' });
  });

  it('the app saying the shopper refused is an answer, a malformed one an error', async () => {
    window.mbankBridge = { call: vi.fn().mockResolvedValue({ errCode: 0, data: { denied: true } }) };
    expect(await getLocation()).toMatchObject({ ok: true, value: { status: 'denied' } });
    window.mbankBridge = { call: vi.fn().mockResolvedValue({ errCode: 0, data: { latitude: 200 } }) };
    expect(await getLocation()).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('falls back to the browser: a fix, a refusal, or nothing', async () => {
    fakeGeolocation((ok) => ok({ coords: { latitude: 39.9, longitude: 116.4 } }));
    expect(await getLocation()).toMatchObject({ ok: true, via: 'browser', value: { status: 'granted' } });
    fakeGeolocation((_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 }));
    expect(await getLocation()).toMatchObject({ ok: true, value: { status: 'denied' } });
    fakeGeolocation((_, fail) => fail({ code: 3, PERMISSION_DENIED: 1 }));
    expect(await getLocation()).toMatchObject({ ok: true, value: { status: 'unavailable' } });
  });
});
