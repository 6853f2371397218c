import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from '../tracker';
import type { TrackerError } from '../types';
import { resolveConfig } from './config';

describe('tracker config validation (spec §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['DEV', 'ST', 'UAT', 'BIZ', 'PROD'])('accepts a key ending with %s', (tag) => {
    expect(resolveConfig({ key: `mall${tag}` }).ok).toBe(true);
  });

  it.each(['mall', 'mallPRD', 'mallDEVX', ''])('rejects key %j', (key) => {
    const r = resolveConfig({ key });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/key must end with one of DEV, ST, UAT, BIZ, PROD/);
  });

  it('bounds the request timeout at 10000 ms', () => {
    expect(resolveConfig({ key: 'aDEV', requestTimeout: 10_000 }).ok).toBe(true);
    const r = resolveConfig({ key: 'aDEV', requestTimeout: 10_001 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join()).toContain('requestTimeout must be a number from 1 to 10000');
  });

  it('bounds the resource threshold to 3000–10000 ms and sampling to 5–100 %', () => {
    expect(resolveConfig({ key: 'aDEV', performance: { threshold: 3000, sampling: 5 } }).ok).toBe(true);
    expect(resolveConfig({ key: 'aDEV', performance: { threshold: 10_000, sampling: 100 } }).ok).toBe(true);
    expect(resolveConfig({ key: 'aDEV', performance: { threshold: 2999 } }).ok).toBe(false);
    expect(resolveConfig({ key: 'aDEV', performance: { threshold: 10_001 } }).ok).toBe(false);
    expect(resolveConfig({ key: 'aDEV', performance: { sampling: 4 } }).ok).toBe(false);
    expect(resolveConfig({ key: 'aDEV', performance: { sampling: 101 } }).ok).toBe(false);
  });

  it('uses spec defaults: batch 50, 20 when a batch config omits size, interval 2000, exit delay 60000', () => {
    const a = resolveConfig({ key: 'aDEV' });
    const b = resolveConfig({ key: 'aDEV', batch: { interval: 1000 } });
    if (!a.ok || !b.ok) throw new Error('expected valid');
    expect(a.config.batchSize).toBe(50);
    expect(a.config.batchInterval).toBe(2000);
    expect(a.config.page.exitDelay).toBe(60_000);
    expect(a.config.performance).toMatchObject({ sampling: 5, threshold: 5000, mutationLimit: 500 });
    expect(b.config.batchSize).toBe(20);
    expect(b.config.batchInterval).toBe(1000);
  });

  it('invalid config: console.warn + onError, tracking stays off and nothing throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: TrackerError[] = [];
    const t = createTracker({ key: 'oops', requestTimeout: 20_000, onError: (e) => errors.push(e) });
    expect(t.enabled).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid configuration, tracking is off'));
    expect(errors[0]?.kind).toBe('config');
    expect(errors[0]?.message).toContain('requestTimeout');
    expect(() => {
      t.start();
      t.track('PageLoad', {
        pageNo: 1,
        entryId: 'x',
        entryTime: 1,
        errorCode: null,
        title: '',
        referrer: '',
      });
      t.stop();
    }).not.toThrow();
    await expect(t.flush()).resolves.toBeUndefined();
  });

  it('a garbage config object does not throw either', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Deliberately wrong type: callers in plain JS can pass anything.
    expect(() => createTracker(null as unknown as { key: string })).not.toThrow();
  });
});
