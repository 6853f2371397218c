import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeps, setVisibility, TIMERS } from '../testing/deps';
import { installStay, STAY_CAP_MS } from './stay';

describe('web stay (spec §9: cap 18,000,000 ms, 1000 ms debounce)', () => {
  let off: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers({ toFake: [...TIMERS.toFake] }));
  afterEach(() => {
    off?.();
    setVisibility('visible');
    vi.useRealTimers();
  });

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };

  it('reports how long each settled scroll position was viewed', () => {
    const s = makeDeps();
    off = installStay(s.deps).uninstall;
    vi.advanceTimersByTime(5000);
    scrollTo(100);
    scrollTo(300); // still scrolling: no second report
    vi.advanceTimersByTime(1000); // settles at 300
    vi.advanceTimersByTime(7000);
    setVisibility('hidden');
    const stays = s.ofType('WebStay').map((e) => e.data);
    expect(stays).toHaveLength(2);
    expect(stays[0]).toMatchObject({ viewDuration: 5000, viewportPosition: 0 });
    expect(stays[1]).toMatchObject({ viewDuration: 7000, viewportPosition: 300 });
    expect(stays[1]?.viewportWidth).toBe(window.innerWidth);
    expect(stays[1]?.viewportHeight).toBe(window.innerHeight);
  });

  it('caps one view at 18,000,000 ms', () => {
    const s = makeDeps();
    const stay = installStay(s.deps);
    off = stay.uninstall;
    vi.advanceTimersByTime(STAY_CAP_MS + 60_000);
    stay.flush();
    expect(s.ofType('WebStay')[0]?.data.viewDuration).toBe(STAY_CAP_MS);
  });

  it('counts the first view from the page entry it is given (it loads once the page is idle)', () => {
    const s = makeDeps();
    const entered = Date.now();
    vi.advanceTimersByTime(2500); // the page loads and goes idle
    const stay = installStay(s.deps, entered);
    off = stay.uninstall;
    vi.advanceTimersByTime(4000);
    stay.flush();
    expect(s.ofType('WebStay')[0]?.data.viewDuration).toBe(6500);
  });
});
