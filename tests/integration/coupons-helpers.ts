import { HeaderNames } from '../../schemas/api/headers';
import { type ApiAnswer, call, type TestServer } from './helpers';

export const COUPON = '/api/marketing/coupon';
export const CENTER = '/api/marketing/coupon-center';

export interface TemplateOptions {
  type?: 1 | 2 | 3;
  discountCents?: number;
  percent?: number;
  thresholdCents?: number;
  quantity?: number;
  remaining?: number;
  limit?: number;
  scope?: 'all' | 'category' | 'store' | 'sku' | 'ecny';
  storeNo?: string;
  categoryCode?: number;
  skuNos?: string[];
  startAt?: number;
  endAt?: number;
  validDays?: number;
  claimStartAt?: number;
  inCenter?: boolean;
}

/**
 * A coupon template of the test's own, so tests share no stock or limits. Times default around the real
 * clock (the test server's clock starts at its start time and only moves when a test moves it).
 */
export async function addTemplate(
  server: TestServer,
  couponNo: string,
  o: TemplateOptions = {},
): Promise<void> {
  const now = Date.now();
  const quantity = o.quantity ?? 100;
  await server.db.query(
    `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, discount_percent,
       total_quantity, remaining_quantity, per_customer_limit, store_no, category_code, scope, start_at, end_at,
       validity, valid_days, claim_start_at, in_center, created_at)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $12)`,
    [
      couponNo,
      o.type ?? 2,
      o.thresholdCents ?? 0,
      o.discountCents ?? 500,
      o.type === 3 ? (o.percent ?? 90) : null,
      quantity,
      o.remaining ?? quantity,
      o.limit ?? 1,
      o.storeNo ?? null,
      o.categoryCode ?? null,
      o.scope ?? 'all',
      o.startAt ?? now - 60_000,
      o.endAt ?? now + 30 * 86_400_000,
      o.validDays === undefined ? 'fixed' : 'days',
      o.validDays ?? null,
      o.claimStartAt ?? null,
      o.inCenter ?? true,
    ],
  );
  for (const skuNo of o.skuNos ?? []) {
    await server.db.query('INSERT INTO coupon_skus (coupon_no, sku_no) VALUES ($1, $2)', [couponNo, skuNo]);
  }
}

/** Operator calls with the test server's token. */
export function operator(server: TestServer) {
  const headers = { [HeaderNames.operatorToken]: server.operatorToken };
  return <T = unknown>(path: string, json: unknown): Promise<ApiAnswer<T>> =>
    call<T>(server.url, `${COUPON}${path}`, { method: 'POST', json, headers });
}

export const issuedCount = async (server: TestServer, couponNo: string): Promise<number> =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_coupons WHERE coupon_no = $1',
      [couponNo],
    )
  )[0]?.n ?? -1;

export const remainingOf = async (server: TestServer, couponNo: string): Promise<number> =>
  (
    await server.db.query<{ r: number }>('SELECT remaining_quantity AS r FROM coupons WHERE coupon_no = $1', [
      couponNo,
    ])
  )[0]?.r ?? -1;
