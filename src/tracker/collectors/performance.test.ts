import { afterEach, describe, expect, it } from 'vitest';
import { makeDeps, setVisibility } from '../testing/deps';
import { watchMutations } from './dom-settled';
import { installPerformance } from './performance';
import { selectResources } from './performance-rules';

const entry = (name: string, duration: number, responseStatus = 200) => ({
  name,
  initiatorType: 'img',
  duration,
  transferSize: 100,
  responseStatus,
});

describe('resource list (spec §9: sampling 5 %, threshold 5000 ms)', () => {
  const opts = { thresholdMs: 5000, samplingPercent: 5, exclude: (u: string) => u.includes('/api/trace/') };

  it('always keeps slow and failed resources, samples the rest, never lists tracking uploads', () => {
    const list = selectResources(
      [entry('a', 5000), entry('b', 10, 404), entry('c', 10), entry('https://m/api/trace/log', 9000)],
      opts,
      () => 0.99,
    );
    expect(list.map((r) => [r.name, r.reason])).toEqual([
      ['a', 'slow'],
      ['b', 'failed'],
    ]);
  });

  it('keeps a normal resource when the sample draw is under the percentage', () => {
    expect(selectResources([entry('c', 10)], opts, () => 0.049)[0]?.reason).toBe('sampled');
    expect(selectResources([entry('c', 10)], opts, () => 0.05)).toHaveLength(0);
  });
});

describe('DOM mutation observation', () => {
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('stops after the configured number of changes (spec: 500): the last change it saw is the 500th', async () => {
    const settled = watchMutations(500);
    for (let i = 0; i < 499; i++) document.body.append(document.createElement('i'));
    await tick();
    const before500 = performance.now();
    document.body.append(document.createElement('i'));
    await tick();
    const after500 = performance.now();
    await tick();
    document.body.append(document.createElement('i')); // not seen any more
    await tick();
    const at = settled();
    expect(at).toBeGreaterThanOrEqual(before500);
    expect(at).toBeLessThanOrEqual(after500);
    document.body.innerHTML = '';
  });

  it('the time of the last change before it was stopped; none seen is 0', async () => {
    const quiet = watchMutations(500);
    expect(quiet()).toBe(0);
    const settled = watchMutations(500);
    document.body.append(document.createElement('i'));
    await tick();
    const seen = performance.now();
    expect(settled()).toBeLessThanOrEqual(seen);
    expect(settled()).toBeGreaterThan(0);
    document.body.innerHTML = '';
  });
});

describe('performance collector', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    setVisibility('visible');
  });

  it('sends one PagePerformance when the page is first hidden', () => {
    const s = makeDeps();
    off = installPerformance(s.deps, () => false);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    const perf = s.ofType('PagePerformance');
    expect(perf).toHaveLength(1);
    expect(perf[0]?.data).toHaveProperty('vitals');
    expect(perf[0]?.data.elapsedTime).toBeGreaterThanOrEqual(0);
  });

  it('sends it at once when it loads while the page is hidden already (its first hide is past)', () => {
    const s = makeDeps();
    setVisibility('hidden');
    off = installPerformance(s.deps, () => false);
    expect(s.ofType('PagePerformance')).toHaveLength(1);
    setVisibility('visible');
    setVisibility('hidden');
    expect(s.ofType('PagePerformance')).toHaveLength(1);
  });
});
