import type { Db } from './db';
import { runSeedStep } from './seed-steps';

const DAY = 24 * 60 * 60 * 1000;

/** The seeded group-buy activities (spec activity type 6), so the home banner and booth links lead somewhere. */
const ACTIVITIES = [
  { no: 'GB1001', sku: 'SKU2200502', title: '大疆口袋云台相机 3人团', price: 399900, size: 3, window: DAY },
  { no: 'GB1002', sku: 'SKU2200201', title: '华为降噪耳机 2人成团', price: 99900, size: 2, window: DAY },
  {
    no: 'GB1003',
    sku: 'SKU2800501',
    title: '明前龙井 3人拼团尝鲜价',
    price: 59900,
    size: 3,
    window: DAY / 2,
  },
] as const;

/** Seeds the activities once per database, after the catalogue; they run from a day ago for 90 days. */
export async function seedGroupBuyOnce(db: Db, now: number): Promise<void> {
  await runSeedStep(db, 'group-buy-1', now, async (tx) => {
    for (const [seq, a] of ACTIVITIES.entries()) {
      await tx.query(
        `INSERT INTO team_activities
           (activity_no, sku_no, title, team_price_cents, team_size, window_ms, start_at, end_at, seq)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9 WHERE EXISTS (SELECT 1 FROM skus WHERE sku_no = $2)`,
        [a.no, a.sku, a.title, a.price, a.size, a.window, now - DAY, now + 90 * DAY, seq],
      );
    }
  });
}
