import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELDER_MODE_CHANGED_EVENT } from '../bridge/elderMode';
import { installTestBridge } from '../bridge/testBridge';
import { ELDER_ATTRIBUTE, ELDER_SESSION_KEY, elderStore, setElderMode, startElderMode } from './elderMode';
import { followApp } from './elderModeApp';

let bridge: ReturnType<typeof installTestBridge> | undefined;
let unwatch: (() => void) | undefined;
const html = () => document.documentElement;
const remembered = () => window.sessionStorage.getItem(ELDER_SESSION_KEY);

/** Polls (bounded) until `done` holds: the bridge answers asynchronously. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 1_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

beforeEach(() => {
  window.sessionStorage.clear();
  elderStore.set(false);
  html().removeAttribute(ELDER_ATTRIBUTE);
});
afterEach(() => {
  unwatch?.();
  unwatch = undefined;
  bridge?.uninstall();
  bridge = undefined;
});

describe('elder mode for the visit', () => {
  it('elder=1 turns it on, marks <html> and is remembered for the visit', () => {
    startElderMode('?elder=1');
    expect(elderStore.get()).toBe(true);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    expect(remembered()).toBe('1');
  });

  it('a later page without the flag keeps the visit’s choice; elder=0 turns it off again', () => {
    window.sessionStorage.setItem(ELDER_SESSION_KEY, '1');
    startElderMode('');
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    startElderMode('?elder=0');
    expect(elderStore.get()).toBe(false);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(false);
    expect(remembered()).toBe('0');
  });

  it('reads the flag both ways and ignores what it cannot read', () => {
    startElderMode('?elder=true');
    expect(elderStore.get()).toBe(true);
    startElderMode('?elder=0');
    expect(elderStore.get()).toBe(false);
    startElderMode('?elder=maybe');
    expect(elderStore.get()).toBe(false);
  });

  it('in a plain browser with nothing decided it stays off and nothing is written', () => {
    startElderMode('?other=1');
    expect(elderStore.get()).toBe(false);
    expect(remembered()).toBeNull();
  });

  it('the shopper’s switch turns it off and the visit remembers that', () => {
    startElderMode('?elder=1');
    setElderMode(false);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(false);
    expect(remembered()).toBe('0');
  });
});

describe('elder mode from the bank app', () => {
  it('with nothing decided, the app’s setting turns it on, asked once', async () => {
    bridge = installTestBridge(() => ({ errCode: 0, data: { elder: true } }));
    unwatch = followApp();
    await until(() => elderStore.get());
    expect(bridge.calls.map((c) => c.method)).toEqual(['getElderMode']);
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    expect(remembered()).toBe('1');
  });

  it('boot loads the app’s part only inside an app', async () => {
    bridge = installTestBridge(() => ({ errCode: 0, data: { elder: true } }));
    startElderMode('');
    await until(() => elderStore.get());
    expect(bridge.calls).toHaveLength(1);
  });

  it('the address has decided: the app is not asked', () => {
    bridge = installTestBridge(() => ({ errCode: 0, data: { elder: true } }));
    startElderMode('?elder=0');
    unwatch = followApp();
    expect(bridge.calls).toEqual([]);
    expect(elderStore.get()).toBe(false);
  });

  it('an app too old for the call leaves it off, without a prompt or a decision', async () => {
    bridge = installTestBridge(() => ({ errCode: 1 }));
    unwatch = followApp();
    await until(() => bridge?.calls.length === 1);
    await Promise.resolve();
    expect(elderStore.get()).toBe(false);
    expect(remembered()).toBeNull();
  });

  it('the app flipping its switch while the page is open follows at once; a malformed event is ignored', () => {
    unwatch = followApp();
    window.dispatchEvent(new CustomEvent(ELDER_MODE_CHANGED_EVENT, { detail: { elder: true } }));
    expect(html().hasAttribute(ELDER_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new CustomEvent(ELDER_MODE_CHANGED_EVENT, { detail: { elder: 'no' } }));
    expect(elderStore.get()).toBe(true);
  });
});
