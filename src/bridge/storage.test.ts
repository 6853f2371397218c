import { afterEach, describe, expect, it } from 'vitest';
import { bridgeMessages } from './messages';
import { browserStorageKey, storageDelete, storageGet, storageSet } from './storage';
import { installTestBridge } from './testBridge';

// Tests run in the default language; expected texts come from the catalogue.
const T = bridgeMessages['zh-CN'];

describe('storage without the app (localStorage fallback)', () => {
  it('round-trips a value', async () => {
    expect(await storageSet('disclaime', '1', { ownerId: 'U1' })).toEqual({
      ok: true,
      via: 'browser',
      value: null,
    });
    expect(await storageGet('disclaime', { ownerId: 'U1' })).toEqual({
      ok: true,
      via: 'browser',
      value: '1',
    });
  });

  it('keeps owners apart', async () => {
    await storageSet('userLicense', 'v3', { ownerId: 'alice' });
    expect(await storageGet('userLicense', { ownerId: 'bob' })).toMatchObject({ value: null });
    expect(await storageGet('userLicense', { ownerId: 'alice' })).toMatchObject({ value: 'v3' });
    expect(localStorage.getItem(browserStorageKey('userLicense', { ownerId: 'alice' }))).toBe('v3');
  });

  it('cannot be confused by colons in owner ids', () => {
    expect(browserStorageKey('c', { ownerId: 'a:b' })).not.toBe(browserStorageKey('b:c', { ownerId: 'a' }));
  });

  it('deletes only the owner’s entry', async () => {
    await storageSet('k', 'x', { ownerId: 'alice' });
    await storageSet('k', 'y', { ownerId: 'bob' });
    await storageDelete('k', { ownerId: 'alice' });
    expect(await storageGet('k', { ownerId: 'alice' })).toMatchObject({ value: null });
    expect(await storageGet('k', { ownerId: 'bob' })).toMatchObject({ value: 'y' });
  });
});

describe('storage in the app', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());

  it('sends dataList with the owner and reads the value back', async () => {
    const bridge = installTestBridge(({ method }) =>
      method === 'storageGet'
        ? { errCode: 0, data: { dataList: [{ key: 'disclaime', value: '1' }] } }
        : { errCode: 0 },
    );
    uninstall = bridge.uninstall;
    await storageSet('disclaime', '1', { ownerId: 'U1' });
    const got = await storageGet('disclaime', { ownerId: 'U1' });
    expect(got).toEqual({ ok: true, via: 'native', value: '1' });
    expect(bridge.calls).toEqual([
      { method: 'storageSet', params: { ownerId: 'U1', dataList: [{ key: 'disclaime', value: '1' }] } },
      { method: 'storageGet', params: { ownerId: 'U1', dataList: [{ key: 'disclaime' }] } },
    ]);
    // The app is the source of truth: nothing leaks into localStorage.
    expect(localStorage.length).toBe(0);
  });

  it('treats a missing entry as null and a malformed answer as an unknown error', async () => {
    let data: unknown = { dataList: [] };
    uninstall = installTestBridge(() => ({ errCode: 0, data })).uninstall;
    expect(await storageGet('x', { ownerId: 'U1' })).toEqual({ ok: true, via: 'native', value: null });
    data = 'garbage';
    expect(await storageGet('x', { ownerId: 'U1' })).toEqual({
      ok: false,
      reason: 'failed',
      code: 3,
      message: T.unknown,
    });
  });
});
