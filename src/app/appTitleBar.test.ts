import { afterEach, describe, expect, it } from 'vitest';
import { installTestBridge, type RecordedCall } from '../bridge/testBridge';
import { syncAppTitleBar } from './appTitleBar';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  uninstall = () => {};
});

/** Boot's call against a bank app that records what it is asked (the app is not the unit under test). */
async function bootIn(inBankApp: boolean, search: string): Promise<RecordedCall[]> {
  const bridge = installTestBridge(() => ({ errCode: 0 }));
  uninstall = bridge.uninstall;
  await syncAppTitleBar({ inBankApp }, search);
  return bridge.calls;
}

describe("the bank app's title bar (spec §2, §7 hide header)", () => {
  it.each(['?popup=1', '?showtopbar=1', '?popup', '?src=x&showtopbar=true'])(
    'is hidden for a page opened with %s in the bank app',
    async (search) => {
      expect((await bootIn(true, search)).map((c) => c.method)).toEqual(['hideHeader']);
    },
  );

  it.each(['', '?src=banner', '?showtopbar=0', '?popup=0'])(
    'stays for a page opened with %j',
    async (search) => {
      expect(await bootIn(true, search)).toEqual([]);
    },
  );

  it('is not asked for outside the bank app', async () => {
    expect(await bootIn(false, '?popup=1&showtopbar=1')).toEqual([]);
  });
});
