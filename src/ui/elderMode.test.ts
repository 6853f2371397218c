import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELDER_MODE_CHANGED_EVENT } from '../bridge/elderMode';
import { installTestBridge } from '../bridge/testBridge';
import { ELDER_ATTRIBUTE, ELDER_SESSION_KEY, elderStore, setElderMode, startElderMode } from './elderMode';

let stop: (() => void) | undefined;
let bridge: ReturnType<typeof installTestBridge> | undefined;
const html = () => document.documentElement;

function openAt(search: string): void {
  window.history.replaceState(null, '', `/mbankmall/index${search}`);
  stop = startElderMode();
}

/** The bridge answers asynchronously: wait (bounded) until the store says `on`. */
async function until(on: boolean): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (elderStore.get() !== on && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  bridge?.uninstall();
  bridge = undefined;
  elderStore.set(false);
  html().removeAttribute(ELDER_ATTRIBUTE);
});

describe('elder mode for the visit', () => {
  it('elder=1 turns it on, marks <html> and is remembered for the visit', () => {
    openAt('?elder=1');
    expect(elderStore.get()).toBe(true);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    expect(window.sessionStorage.getItem(ELDER_SESSION_KEY)).toBe('1');
  });

  it('a later page without the flag keeps the visit’s choice; elder=0 turns it off again', () => {
    window.sessionStorage.setItem(ELDER_SESSION_KEY, '1');
    openAt('');
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    stop?.();
    openAt('?elder=0');
    expect(elderStore.get()).toBe(false);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(false);
    expect(window.sessionStorage.getItem(ELDER_SESSION_KEY)).toBe('0');
  });

  it('with nothing decided, the bank app’s setting turns it on', async () => {
    bridge = installTestBridge(() => ({ errCode: 0, data: { elder: true } }));
    openAt('');
    await until(true);
    expect(bridge.calls.map((c) => c.method)).toEqual(['getElderMode']);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    expect(window.sessionStorage.getItem(ELDER_SESSION_KEY)).toBe('1');
  });

  it('the address wins over the app, which is then not asked', () => {
    bridge = installTestBridge(() => ({ errCode: 0, data: { elder: true } }));
    openAt('?elder=0');
    expect(bridge.calls).toEqual([]);
    expect(elderStore.get()).toBe(false);
  });

  it('an app too old for the call leaves the mode off, without a prompt', async () => {
    bridge = installTestBridge(() => ({ errCode: 1 }));
    openAt('');
    await new Promise((r) => setTimeout(r, 20));
    expect(bridge.calls).toHaveLength(1);
    expect(elderStore.get()).toBe(false);
    expect(window.sessionStorage.getItem(ELDER_SESSION_KEY)).toBeNull();
  });

  it('the app flipping its switch while the page is open follows at once; a malformed event is ignored', () => {
    openAt('');
    window.dispatchEvent(new CustomEvent(ELDER_MODE_CHANGED_EVENT, { detail: { elder: true } }));
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new CustomEvent(ELDER_MODE_CHANGED_EVENT, { detail: { elder: 'no' } }));
    expect(elderStore.get()).toBe(true);
  });

  it('the shopper’s switch turns it off and the visit remembers that', () => {
    openAt('?elder=1');
    setElderMode(false);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(false);
    expect(window.sessionStorage.getItem(ELDER_SESSION_KEY)).toBe('0');
  });
});
