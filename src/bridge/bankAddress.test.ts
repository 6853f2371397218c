import { afterEach, describe, expect, it } from 'vitest';
import { canShareBankAddress, getBankAddress } from './bankAddress';
import { installTestBridge } from './testBridge';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  delete window.lifeBridge;
});

describe('canShareBankAddress', () => {
  it('is true only where the bank app injected its bridge', () => {
    expect(canShareBankAddress()).toBe(false);
    window.lifeBridge = { call: async () => ({ errCode: 0, data: {} }) };
    expect(canShareBankAddress()).toBe(false);
    uninstall = installTestBridge(() => ({ errCode: 0, data: {} })).uninstall;
    expect(canShareBankAddress()).toBe(true);
  });
});

describe('getBankAddress', () => {
  it('answers not available in a plain browser and in the lifestyle app', async () => {
    expect(await getBankAddress()).toEqual({ ok: true, via: 'browser', value: { available: false } });
    window.lifeBridge = { call: async () => ({ errCode: 0, data: { cipher: 'x.y' } }) };
    expect(await getBankAddress()).toEqual({ ok: true, via: 'browser', value: { available: false } });
  });

  it("returns the bank app's cipher", async () => {
    const bridge = installTestBridge(() => ({ errCode: 0, data: { cipher: 'abc.def' } }));
    uninstall = bridge.uninstall;
    expect(await getBankAddress()).toEqual({
      ok: true,
      via: 'native',
      value: { available: true, cipher: 'abc.def' },
    });
    expect(bridge.calls).toEqual([{ method: 'getBankAddress', params: {} }]);
  });

  it('maps a malformed answer and an old app to failures', async () => {
    uninstall = installTestBridge(() => ({ errCode: 0, data: {} })).uninstall;
    expect(await getBankAddress()).toMatchObject({ ok: false, reason: 'failed' });
    uninstall();
    uninstall = installTestBridge(() => ({ errCode: 1 })).uninstall;
    expect(await getBankAddress()).toMatchObject({ ok: false, reason: 'upgrade-required' });
  });
});
