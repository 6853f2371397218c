import { afterEach, describe, expect, it } from 'vitest';
import { makeDeps, setVisibility } from '../testing/deps';
import { installPerformance } from './performance';
import { selectResources, watchMutations } from './performance-rules';

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
  it('stops after the configured number of changes (spec: 500)', async () => {
    let settled: number | null = null;
    watchMutations(500, (at) => {
      settled = at;
    });
    for (let i = 0; i < 499; i++) document.body.append(document.createElement('i'));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBeNull();
    document.body.append(document.createElement('i'));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).not.toBeNull();
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
});
