import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSeedTime } from '../../server/db/seed-time';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * Seed schedules are relative to the server's clock at first start: two servers seeded at
 * two different instants show the same deals, presales, coupons and countdowns, moved by exactly the
 * distance between the clocks, and nothing is scheduled absurdly far away.
 */
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** A whole number of days, so wall-clock times (tomorrow@10:00) move by exactly as much. */
const SHIFT = 37 * DAY;
const FIRST = Date.parse('2026-03-14T03:25:00Z');
const HORIZON = 60 * DAY;

interface Times {
  now: number;
  /** Label → epoch ms, for every time the seed set. */
  times: Map<string, number>;
}

async function seededTimes(server: TestServer, now: number): Promise<Times> {
  const times = new Map<string, number>();
  const put = (label: string, value: unknown) => {
    if (value !== null && value !== undefined) times.set(label, Number(value));
  };
  const skus = await server.db.query<{ sku_no: string; sale_start_at: unknown; sale_end_at: unknown }>(
    'SELECT sku_no, sale_start_at, sale_end_at FROM skus ORDER BY sku_no',
  );
  for (const k of skus) {
    put(`sku ${k.sku_no} start`, k.sale_start_at);
    put(`sku ${k.sku_no} end`, k.sale_end_at);
  }
  const coupons = await server.db.query<{ coupon_no: string; start_at: unknown; end_at: unknown }>(
    'SELECT coupon_no, start_at, end_at FROM coupons ORDER BY coupon_no',
  );
  for (const c of coupons) {
    put(`coupon ${c.coupon_no} start`, c.start_at);
    put(`coupon ${c.coupon_no} end`, c.end_at);
  }
  const notices = await server.db.query<{ notice_no: string; start_at: unknown; end_at: unknown }>(
    // Informational pages (kind 'page', ADR 0019) have no schedule: they are shown from time 0 on.
    "SELECT notice_no, start_at, end_at FROM notices WHERE kind = 'bulletin' ORDER BY notice_no",
  );
  for (const n of notices) {
    put(`notice ${n.notice_no} start`, n.start_at);
    put(`notice ${n.notice_no} end`, n.end_at);
  }
  for (const pageId of ['home', 'daily-deal']) {
    const res = await call<{
      layout: { blocks: { id: string; type: string; props: { endTime?: unknown } }[] };
    }>(server.url, `/api/booth/page?pageId=${pageId}`);
    for (const b of res.body.result.layout.blocks) {
      if (b.type === 'bottomCountdown') put(`countdown ${b.id}`, b.props.endTime);
    }
  }
  return { now, times };
}

let first: Times;
let second: Times;
const servers: TestServer[] = [];

beforeAll(async () => {
  const a = await startTestServer({ clock: () => FIRST });
  servers.push(a);
  first = await seededTimes(a, FIRST);
  const b = await startTestServer({ clock: () => FIRST + SHIFT });
  servers.push(b);
  second = await seededTimes(b, FIRST + SHIFT);
}, 120_000);
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describe('seed schedules are relative to the clock at first start', () => {
  it('sets the same times, moved by exactly the distance between the two clocks', () => {
    expect(first.times.size).toBeGreaterThan(20);
    expect([...second.times.keys()]).toEqual([...first.times.keys()]);
    for (const [label, at] of first.times) expect(second.times.get(label), label).toBe(at + SHIFT);
  });

  it('schedules nothing more than 60 days away from the seeding clock', () => {
    for (const { now, times } of [first, second]) {
      for (const [label, at] of times) {
        expect(Math.abs(at - now), label).toBeLessThanOrEqual(HORIZON);
      }
    }
  });

  it('gives a shopper deals ending in hours, a presale tomorrow, coupons for weeks and tonight’s round', () => {
    const { now, times } = first;
    const at = (label: string) => {
      const t = times.get(label);
      if (t === undefined) throw new Error(`no ${label}`);
      return t - now;
    };
    // A flash sale in progress ends within the day.
    expect(at('sku SKU2000301 end')).toBeGreaterThan(0);
    expect(at('sku SKU2000301 end')).toBeLessThanOrEqual(24 * HOUR);
    // The presale starts tomorrow (10:00 China time).
    expect(at('sku SKU2000601 start')).toBeGreaterThan(0);
    expect(at('sku SKU2000601 start')).toBeLessThanOrEqual(2 * DAY);
    // Coupons in force now stay valid for weeks.
    expect(at('coupon CP0001 start')).toBeLessThan(0);
    expect(at('coupon CP0001 end')).toBeGreaterThanOrEqual(14 * DAY);
    // Today's deal round ends tonight; the home sale ends in days.
    expect(at('countdown deal-countdown')).toBeGreaterThan(0);
    expect(at('countdown deal-countdown')).toBeLessThanOrEqual(DAY);
    expect(at('countdown home-countdown')).toBeGreaterThan(DAY);
    expect(at('countdown home-countdown')).toBeLessThanOrEqual(7 * DAY);
  });
});

describe('seed time specs', () => {
  const now = Date.parse('2026-11-23T15:30:00Z'); // 23:30 in China
  it.each([
    ['+6h', now + 6 * HOUR],
    ['-2h', now - 2 * HOUR],
    ['+1d2h30m', now + DAY + 2 * HOUR + 30 * 60_000],
    ['today@24:00', Date.parse('2026-11-23T16:00:00Z')],
    ['tomorrow@10:00', Date.parse('2026-11-24T02:00:00Z')],
    ['-1d@22:00', Date.parse('2026-11-22T14:00:00Z')],
  ])('%s', (spec, expected) => {
    expect(resolveSeedTime(spec, now)).toBe(expected);
  });

  it.each(['2099-01-01T00:00:00Z', '+', '6h', 'today@25:00', 'yesterday@10:00'])('refuses %s', (spec) => {
    expect(() => resolveSeedTime(spec, now)).toThrow(/bad seed time/);
  });
});
