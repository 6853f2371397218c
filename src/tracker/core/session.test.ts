import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '../testing/deps';
import { dayKey } from './day';
import { hash128 } from './ids';
import { SESSION_IDLE_MS, SESSION_REREAD_MS, Session } from './session';
import { loadVisitor, newVisitorId } from './visitor';

describe('session (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    vi.setSystemTime(new Date(2025, 4, 10, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('carries a timestamp in its id and numbers events from 1', () => {
    const s = new Session(Date.now());
    expect(s.id).toMatch(new RegExp(`-${Date.now()}$`));
    expect(s.stamp(Date.now()).seq).toBe(1);
    expect(s.stamp(Date.now()).seq).toBe(2);
  });

  it('is shared through localStorage (a reload keeps id and sequence)', () => {
    const a = new Session(Date.now());
    a.stamp(Date.now());
    const b = new Session(Date.now());
    expect(b.id).toBe(a.id);
    expect(b.stamp(Date.now()).seq).toBe(2);
  });

  it("writes its numbers once at the end of a task, at once when asked, and reads another tab's now and then", async () => {
    const stored = () =>
      (JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { seq?: number }).seq;
    const s = new Session(Date.now());
    const before = stored();
    for (let i = 0; i < 20; i++) s.stamp(Date.now());
    expect(stored()).toBe(before); // nothing written per event
    await Promise.resolve();
    expect(stored()).toBe(20); // one write for the task's twenty
    s.stamp(Date.now());
    s.persist(); // a closing page: synchronously
    expect(stored()).toBe(21);
    // Another tab of the mall numbered events meanwhile: picked up at the next read.
    const other = JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}');
    localStorage.setItem('mbm_trk_session', JSON.stringify({ ...other, seq: 30 }));
    vi.advanceTimersByTime(SESSION_REREAD_MS);
    expect(s.stamp(Date.now()).seq).toBe(31);
  });

  it('renews after more than 1,800,000 ms idle and clears utm values', () => {
    const s = new Session(Date.now());
    s.readUtm('https://m.example.com/mbankmall/index?utm_source=sms&utm_campaign=618');
    expect(s.utm).toEqual({ utm_source: 'sms', utm_campaign: '618' });
    const first = s.id;
    vi.advanceTimersByTime(SESSION_IDLE_MS); // exactly 30 min: still the same session
    expect(s.stamp(Date.now()).renewed).toBe(false);
    vi.advanceTimersByTime(SESSION_IDLE_MS + 1);
    const r = s.stamp(Date.now());
    expect(r.renewed).toBe(true);
    expect(r.id).not.toBe(first);
    expect(r.seq).toBe(1);
    expect(s.utm).toEqual({});
  });

  it('renews when the calendar day changes even without idling', () => {
    vi.setSystemTime(new Date(2025, 4, 10, 23, 59, 0));
    const s = new Session(Date.now());
    s.readUtm('https://m.example.com/?utm_medium=app');
    const first = s.id;
    vi.setSystemTime(new Date(2025, 4, 11, 0, 1, 0));
    expect(s.touch(Date.now())).toBe(true);
    expect(s.id).not.toBe(first);
    expect(s.utm).toEqual({});
  });
});

describe('dayKey', () => {
  it('changes exactly at local midnight, whichever day was looked up before', () => {
    const midnight = new Date(2025, 4, 11, 0, 0, 0).getTime();
    expect(dayKey(midnight - 1)).toBe('2025-5-10');
    expect(dayKey(midnight)).toBe('2025-5-11');
    expect(dayKey(midnight - 1)).toBe('2025-5-10');
    expect(dayKey(new Date(2024, 1, 29, 12).getTime())).toBe('2024-2-29');
    expect(dayKey(midnight + 1)).toBe('2025-5-11');
  });
});

describe('visitor id', () => {
  it('is created as a hash when none exists (spec §3), kept in localStorage, with a first-day flag', () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    vi.setSystemTime(new Date(2025, 0, 1, 12));
    const v = loadVisitor(Date.now());
    // A 128-bit hash in hex, not a UUID; a second visitor gets another one.
    expect(v.id).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId(Date.now())).not.toBe(v.id);
    expect(v.isNew).toBe(true);
    expect(localStorage.getItem('mbm_trk_visitor')).toContain(v.id);
    const again = loadVisitor(Date.now());
    expect(again.id).toBe(v.id);
    expect(again.isNew).toBe(false);
    expect(again.isFirstDay(Date.now())).toBe(true);
    expect(again.isFirstDay(new Date(2025, 0, 2, 1).getTime())).toBe(false);
    vi.useRealTimers();
  });

  it('hashes the same text to the same 32 hex characters, and different text differently', () => {
    expect(hash128('mbankmall')).toBe(hash128('mbankmall'));
    expect(hash128('mbankmall')).toMatch(/^[0-9a-f]{32}$/);
    expect(hash128('mbankmall')).not.toBe(hash128('mbankmalm'));
  });
});
