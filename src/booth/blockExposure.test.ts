import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_ATTRIBUTE } from '../../blocks/shared/dismiss';

const track = vi.fn();
vi.mock('../session/tracking', () => ({ currentTracker: () => ({ track }) }));
const { watchBlocks } = await import('./blockExposure');

/** The browser's observer, driven by the test: `show` reports how much of an observed element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
}

/** Reported for the element and its block's wrapper alike: whichever the watcher observes hears it. */
function show(el: Element, ratio: number) {
  const host = el.closest('[data-block-id]');
  for (const io of FakeObserver.all) {
    for (const target of [el, host]) if (target && io.targets.has(target)) report(io, target, ratio);
  }
}

function report(io: FakeObserver, el: Element, ratio: number) {
  const entry = { target: el, intersectionRatio: ratio, isIntersecting: ratio > 0 };
  io.callback([entry as unknown as IntersectionObserverEntry], io as unknown as IntersectionObserver);
}

/** The renderer's page: a flow block, and in the overlay layer a pendant whose wrapper has no box. */
function page() {
  document.body.innerHTML = `
    <div data-testid="booth-page">
      <div data-testid="booth-flow">
        <div data-block-id="notice-1" data-block-type="noticeBoard"><section id="notice">news</section></div>
      </div>
      <div data-testid="booth-overlay">
        <div data-block-id="pendant-1" data-block-type="pendant"><a id="pendant" style="position:fixed">go</a><button id="pendant-close" ${DISMISS_ATTRIBUTE}>x</button></div>
        <div data-block-id="popup-1" data-block-type="popup"></div>
      </div>
    </div>`;
  const el = (sel: string) => document.querySelector(sel) as HTMLElement;
  return { flow: el('[data-testid="booth-flow"]'), el };
}

const exposed = () =>
  track.mock.calls.filter(([type]) => type === 'BlockExposure').map(([, data]) => data.blockId);
/** Lets the mutation observers see a DOM change (they run as microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  track.mockReset();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchBlocks', () => {
  it('counts a flow block half in view for a second, once, and its taps', () => {
    vi.useFakeTimers();
    const { flow, el } = page();
    const stop = watchBlocks(flow, { pageId: 'home', version: 3 });
    show(el('#notice'), 0.6);
    vi.advanceTimersByTime(999);
    expect(exposed()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledWith('BlockExposure', {
      pageId: 'home',
      version: 3,
      blockId: 'notice-1',
      blockType: 'noticeBoard',
    });
    show(el('#notice'), 0);
    show(el('#notice'), 1);
    vi.advanceTimersByTime(2000);
    expect(exposed()).toEqual(['notice-1']);
    el('#notice').click();
    expect(track).toHaveBeenCalledWith('BlockClick', expect.objectContaining({ blockId: 'notice-1' }));
    stop();
  });

  it('counts the fixed blocks outside the flow (a pendant) and their taps', () => {
    vi.useFakeTimers();
    const { flow, el } = page();
    const stop = watchBlocks(flow, { pageId: 'home', version: 3 });
    show(el('#pendant'), 1);
    vi.advanceTimersByTime(1000);
    expect(exposed()).toEqual(['pendant-1']);
    el('#pendant').click();
    expect(track).toHaveBeenCalledWith('BlockClick', expect.objectContaining({ blockId: 'pendant-1' }));
    // Closing it is not a click-through: it is reported as a close, never as a click.
    track.mockClear();
    el('#pendant-close').click();
    expect(track.mock.calls).toEqual([
      ['BlockDismiss', { pageId: 'home', version: 3, blockId: 'pendant-1', blockType: 'pendant' }],
    ]);
    stop();
  });

  it('does not count blocks while the home popup covers the page, and counts the popup itself', async () => {
    const { flow, el } = page();
    vi.useFakeTimers();
    const stop = watchBlocks(flow, { pageId: 'home', version: 3 });
    el('[data-block-id="popup-1"]').innerHTML =
      '<div id="mask" style="position:fixed"><div role="dialog" aria-modal="true">sale</div></div>';
    await settle(); // the page's mutation observer sees the popup open
    show(el('#notice'), 1);
    show(el('#mask'), 1);
    vi.advanceTimersByTime(1500);
    expect(exposed()).toEqual(['popup-1']);

    el('[data-block-id="popup-1"]').innerHTML = '';
    await settle(); // closed: the notice under it is in view and uncovered now
    vi.advanceTimersByTime(1000);
    expect(exposed()).toEqual(['popup-1', 'notice-1']);
    stop();
  });

  it('stops the clock when a UI modal opens on the body over the page', async () => {
    const { flow, el } = page();
    vi.useFakeTimers();
    const stop = watchBlocks(flow, { pageId: 'home', version: 3 });
    show(el('#notice'), 1);
    vi.advanceTimersByTime(500);
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    await settle();
    vi.advanceTimersByTime(2000);
    expect(exposed()).toEqual([]);
    stop();
  });
});
