import { afterAll, describe, expect, it } from 'vitest';
import { drawDataSchema } from '../../schemas/api/lottery';
import { call, startTestServer, tempDir } from './helpers';
import { ok } from './shopping-helpers';

const dir = tempDir('lottery-restart');
afterAll(() => dir.remove());

const drawData = async (url: string, activityNo: string) =>
  drawDataSchema.parse(ok(await call(url, `/api/lottery/draw-data?activityNo=${activityNo}`)));

describe('lottery across restarts', () => {
  it('keeps the commitment and never redraws or reseeds on a restart, even with its draw timer running', async () => {
    const first = await startTestServer({ dataDir: dir.path, shopping: { sweepIntervalMs: 20 } });
    const drawn = await drawData(first.url, 'LT1002');
    const open = await drawData(first.url, 'LT1001');
    await first.stop();

    const second = await startTestServer({ dataDir: dir.path, shopping: { sweepIntervalMs: 20 } });
    try {
      expect(await drawData(second.url, 'LT1002')).toEqual(drawn);
      expect((await drawData(second.url, 'LT1001')).seedCommitment).toBe(open.seedCommitment);
      const [row] = await second.db.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM lottery_winners WHERE activity_no = 'LT1002'",
      );
      expect(row?.n).toBe(drawn.winners.length);
    } finally {
      await second.stop();
    }
  });
});
