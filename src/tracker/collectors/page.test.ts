import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeps, setVisibility, TIMERS } from '../testing/deps';
import { installPage } from './page';

describe('page collector (spec §4 page tracking)', () => {
  let off: (() => void) | undefined;
  const start = (options: Parameters<typeof makeDeps>[0] = {}) => {
    const s = makeDeps(options);
    off = installPage(s.deps);
    return s;
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    history.replaceState(null, '', '/mbankmall/index');
  });
  afterEach(() => {
    off?.();
    off = undefined;
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('sends ClientStart on the first load of a browser session, PageLoad afterwards', () => {
    const a = start();
    expect(a.events.map((e) => e.eventType)).toEqual(['ClientStart']);
    expect(a.ofType('ClientStart')[0]?.data).toMatchObject({ url: location.href, isFirstTime: true });
    off?.();
    const b = start(); // reload in the same tab: the session marker exists
    expect(b.events.map((e) => e.eventType)).toEqual(['PageLoad']);
  });

  it('honours ignoreClientStart', () => {
    const a = start({ page: { ignoreClientStart: true } });
    expect(a.events.map((e) => e.eventType)).toEqual(['PageLoad']);
  });

  it('pushState, replaceState, popstate and hashchange send PageExit for the previous page, then a load', () => {
    const s = start();
    const firstLoad = s.ctx.page.loadId;
    vi.advanceTimersByTime(1500);
    history.pushState(null, '', '/mbankmall/product/detail/1/2');
    history.replaceState(null, '', '/mbankmall/product/detail/1/2'); // same address: nothing
    history.replaceState(null, '', '/mbankmall/shoppingCart');
    window.dispatchEvent(new PopStateEvent('popstate'));
    location.hash = '#tab2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(s.events.map((e) => e.eventType)).toEqual([
      'ClientStart',
      'PageExit',
      'PageLoad',
      'PageExit',
      'PageLoad',
      'PageExit',
      'PageLoad',
    ]);
    const exits = s.ofType('PageExit');
    const loads = s.ofType('PageLoad');
    expect(exits[0]?.data).toMatchObject({ exitId: firstLoad, pageStayTime: 1500, recovered: false });
    expect(exits[0]?.pageLoadId).toBe(firstLoad);
    // Each exit closes the load before it.
    expect(exits[1]?.data.exitId).toBe(loads[0]?.data.entryId);
    expect(exits[2]?.data.exitId).toBe(loads[1]?.data.entryId);
    expect(loads.map((l) => l.data.pageNo)).toEqual([2, 3, 4]);
  });

  it('sends PageExit after the page stayed hidden for the delay, and a new load when visible again', () => {
    const s = start({ page: { exitDelay: 60_000 } });
    setVisibility('hidden');
    vi.advanceTimersByTime(59_999);
    expect(s.ofType('PageExit')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [exit] = s.ofType('PageExit');
    expect(exit?.data.pageStayTime).toBe(0);
    setVisibility('visible');
    expect(s.events.at(-1)?.eventType).toBe('PageLoad');
  });

  it('cancels the hidden-delay exit when the page becomes visible in time', () => {
    const s = start();
    setVisibility('hidden');
    vi.advanceTimersByTime(30_000);
    setVisibility('visible');
    vi.advanceTimersByTime(120_000);
    expect(s.ofType('PageExit')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}').pendingExit).toEqual({});
  });

  it('persists the hidden time so a page killed in the background reports its exit at the next start', () => {
    const a = start();
    const killedLoad = a.ctx.page.loadId;
    vi.advanceTimersByTime(4000);
    const hiddenAt = Date.now();
    setVisibility('hidden');
    // The process dies: no timer fires, no pagehide; only what was written survives.
    off?.();
    vi.advanceTimersByTime(3_600_000);
    setVisibility('visible');
    sessionStorage.clear();
    const b = start();
    const [exit] = b.ofType('PageExit');
    expect(exit?.data).toMatchObject({
      exitId: killedLoad,
      exitTime: hiddenAt,
      pageStayTime: 4000,
      recovered: true,
    });
    expect(exit?.pageLoadId).toBe(killedLoad);
    expect(b.events.map((e) => e.eventType)).toEqual(['PageExit', 'ClientStart']);
  });

  it('pagehide sends PageExit (never unload); pageshow from the back/forward cache loads again', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const s = start();
    expect(add.mock.calls.some(([type]) => type === 'unload')).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(s.events.at(-1)?.eventType).toBe('PageExit');
    window.dispatchEvent(new Event('pageshow'));
    expect(s.events.at(-1)?.eventType).toBe('PageLoad');
    add.mockRestore();
  });

  it('ClientStart carries the page location (its path) beside the full url', () => {
    history.replaceState(null, '', '/mbankmall/product?skuNo=1#top');
    const s = start();
    expect(s.ofType('ClientStart')[0]?.data).toMatchObject({
      location: '/mbankmall/product',
      url: location.href,
    });
  });

  it('beforeunload sends the exit where pagehide never fires; both firing still send one exit per page load', () => {
    const s = start();
    const exits = () => s.ofType('PageExit');
    window.dispatchEvent(new Event('beforeunload')); // an old web view: no pagehide follows
    expect(exits()).toHaveLength(1);
    const first = exits()[0];
    window.dispatchEvent(new Event('pagehide')); // a modern one fires both
    expect(exits()).toHaveLength(1);
    // The next page load (back/forward cache) exits once more, under its own load id.
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(exits()).toHaveLength(2);
    expect(exits()[1]?.data.exitId).not.toBe(first?.data.exitId);
  });
});

describe('page collector and session renewal', () => {
  it('an address with utm values after 30 min idle starts a new session that keeps them', () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    history.replaceState(null, '', '/mbankmall/index?utm_source=old');
    const s = makeDeps();
    const off = installPage(s.deps);
    const firstSession = s.events[0]?.sessionId;
    expect(s.events[0]?.behavior).toMatchObject({ campaign: { utm_source: 'old' } });
    vi.advanceTimersByTime(1_800_001);
    history.pushState(null, '', '/mbankmall/index?utm_campaign=new');
    const load = s.events.at(-1);
    expect(load?.sessionId).not.toBe(firstSession);
    expect(load?.behavior).toEqual({ campaign: { utm_campaign: 'new' } });
    off();
    vi.useRealTimers();
  });
});
