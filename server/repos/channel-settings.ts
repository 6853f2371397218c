import type { GovInvestment } from '../../schemas/api/channel-extras';
import { PAGE_CODES } from '../../schemas/booth/codes';
import type { Queryable } from '../db/db';

const HIDDEN: GovInvestment = { show: false, title: '', linkUrl: null };

/** The government-investment section's setting (seeded hidden by migration 031). */
export async function govInvestmentSetting(db: Queryable): Promise<GovInvestment> {
  const rows = await db.query<{ value: GovInvestment }>(
    "SELECT value FROM channel_settings WHERE key = 'gov_investment'",
  );
  return rows[0]?.value ?? HIDDEN;
}

/** The setting the layout of this page shows: home's reads it, every other page has no such section. */
export const govSettingFor = (db: Queryable, pageCode: number | null): Promise<GovInvestment> =>
  pageCode === PAGE_CODES.index ? govInvestmentSetting(db) : Promise.resolve(HIDDEN);

export async function saveGovInvestmentSetting(
  db: Queryable,
  value: GovInvestment,
  actor: string,
  now: number,
): Promise<GovInvestment> {
  await db.query(
    `INSERT INTO channel_settings (key, value, updated_by, updated_at) VALUES ('gov_investment', $1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = $1, updated_by = $2, updated_at = $3`,
    [JSON.stringify(value), actor, now],
  );
  return value;
}
