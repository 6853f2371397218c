import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_FIXTURES_DIR, readSeedSchedules, seedPageLayout } from '../../server/booth/seed';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * Countdowns read like a live mall's on any day: today's deal round rolls daily, computed from
 * the clock on each read, and the QA replay (BOOTH_SOURCE=fixtures) gives the seed pages the same
 * relative times as the database, not the files' placeholder dates in 2030.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Layout = { blocks: { id: string; type: string; props: { endTime?: number; repeat?: string } }[] };

const endOf = async (server: TestServer, query: string, blockId: string): Promise<number> => {
  const res = await call<{ layout: Layout; serverTime: number }>(server.url, `/api/booth/page?${query}`);
  expect(res.status, query).toBe(200);
  const end = res.body.result.layout.blocks.find((b) => b.id === blockId)?.props.endTime;
  if (typeof end !== 'number') throw new Error(`${query}: no end time on ${blockId}`);
  return end;
};

/** Now on the server's (movable) clock, as the page answer reports it. */
const serverNow = async (server: TestServer): Promise<number> =>
  (await call<{ serverTime: number }>(server.url, '/api/booth/page?pageCode=30')).body.result.serverTime;

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describe("today's deal round", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    servers.push(server);
  });

  it('ends today, on the day the mall was seeded and on every later day', async () => {
    const homeEnd = await endOf(server, 'pageCode=10', 'home-countdown');
    for (const days of [0, 1, 1.5, 9]) {
      if (days > 0) server.advance(days === 1.5 ? DAY / 2 : days === 9 ? 7.5 * DAY : DAY);
      const now = await serverNow(server);
      const end = await endOf(server, 'pageCode=30', 'deal-countdown');
      expect(end - now, `day ${days}`).toBeGreaterThan(0);
      expect(end - now, `day ${days}`).toBeLessThanOrEqual(DAY);
      // At midnight China time, as the seed's "today@24:00".
      expect((end + 8 * HOUR) % DAY, `day ${days}`).toBe(0);
    }
    // A campaign countdown is not a round: it keeps the end the operator (here the seed) set.
    expect(await endOf(server, 'pageCode=10', 'home-countdown')).toBe(homeEnd);
  });
});

describe('QA replay', () => {
  let replay: TestServer;
  beforeAll(async () => {
    replay = await startTestServer({ boothSource: 'fixtures' });
    servers.push(replay);
  });

  it('gives the seed pages the seed schedules, counted from when the database was seeded', async () => {
    const [step] = await replay.db.query<{ applied_at: number | string }>(
      "SELECT applied_at FROM seed_steps WHERE id = 'booth-pages-1'",
    );
    const seededAt = Number(step?.applied_at);
    const expected = seedPageLayout(
      BOOTH_FIXTURES_DIR,
      'home.json',
      seededAt,
      readSeedSchedules(BOOTH_FIXTURES_DIR),
    );
    const res = await call<{ layout: unknown }>(replay.url, '/api/booth/page?pageCode=10');
    expect(res.body.result.layout).toEqual(expected);
    const now = await serverNow(replay);
    const homeEnd = await endOf(replay, 'pageCode=10', 'home-countdown');
    expect(homeEnd - now).toBeGreaterThan(DAY);
    expect(homeEnd - now).toBeLessThanOrEqual(4 * DAY);
  });

  it("rolls today's round in the replay too", async () => {
    replay.advance(3 * DAY);
    const now = await serverNow(replay);
    const end = await endOf(replay, 'pageId=daily-deal', 'deal-countdown');
    expect(end - now).toBeGreaterThan(0);
    expect(end - now).toBeLessThanOrEqual(DAY);
  });
});
