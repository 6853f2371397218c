import type { Queryable } from '../db/db';

/**
 * All SQL of the qualification lottery. The activity, entries, codes, draw and winners are the
 * code lottery's tables (repos/lottery.ts); these are the launch product, the held units, the code words
 * and the orders placed with a right to buy. bigint times come back as text from some drivers, hence ::float8.
 */
export interface QualificationRow {
  activity_no: string;
  sku_no: string;
  spu_no: string;
  name: string;
  spec_name: string;
  image_url: string;
  store_no: string;
  store_name: string;
  sale_price_cents: number;
  launch_price_cents: number;
  quota: number;
  held: number;
  released_at: number | null;
}

const SELECT = `
  SELECT q.activity_no, q.sku_no, k.spu_no, p.name, k.spec_name, k.image_url, p.store_no, s.name AS store_name,
         k.sale_price_cents, q.launch_price_cents, q.quota, q.held, q.released_at::float8 AS released_at
    FROM qualification_activities q JOIN skus k ON k.sku_no = q.sku_no JOIN products p ON p.spu_no = k.spu_no
    JOIN stores s ON s.store_no = p.store_no`;

export async function findQualification(db: Queryable, activityNo: string) {
  const [row] = await db.query<QualificationRow>(`${SELECT} WHERE q.activity_no = $1`, [activityNo]);
  return row;
}

/** Locks the activity's row: orders with a right to buy and the release at the deadline queue on it. */
export async function lockQualification(tx: Queryable, activityNo: string) {
  const rows = await tx.query('SELECT 1 FROM qualification_activities WHERE activity_no = $1 FOR UPDATE', [
    activityNo,
  ]);
  return rows.length > 0;
}

export async function listQualifications(db: Queryable, limit: number, offset: number) {
  const rows = await db.query<QualificationRow>(
    `${SELECT} JOIN lottery_activities a ON a.activity_no = q.activity_no
      ORDER BY a.seq, q.activity_no LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const [n] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM qualification_activities');
  return { rows, total: n?.n ?? 0 };
}

export async function entrantCount(db: Queryable, activityNo: string) {
  const [n] = await db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM lottery_entries WHERE activity_no = $1',
    [activityNo],
  );
  return n?.n ?? 0;
}

/**
 * Holds quota units of the SKU for the winners: they leave the SKU's stock at once (only if there are that
 * many), so nobody else can buy them while the right to buy runs.
 */
export async function holdUnits(tx: Queryable, skuNo: string, quota: number) {
  const rows = await tx.query(
    'UPDATE skus SET stock = stock - $2, version = version + 1 WHERE sku_no = $1 AND stock >= $2 RETURNING 1',
    [skuNo, quota],
  );
  return rows.length > 0;
}

export async function insertQualification(
  tx: Queryable,
  q: { activityNo: string; skuNo: string; launchPriceCents: number; quota: number; now: number },
) {
  await tx.query(
    `INSERT INTO qualification_activities (activity_no, sku_no, launch_price_cents, quota, held, created_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [q.activityNo, q.skuNo, q.launchPriceCents, q.quota, q.now],
  );
}

/** One held unit for a winner's order, only while any is held (never below zero). */
export async function takeHeldUnit(tx: Queryable, activityNo: string, skuNo: string) {
  const rows = await tx.query(
    'UPDATE qualification_activities SET held = held - 1 WHERE activity_no = $1 AND held > 0 RETURNING 1',
    [activityNo],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE skus SET sales_volume = sales_volume + 1 WHERE sku_no = $1', [skuNo]);
  return true;
}

/**
 * Activities whose deadline passed and whose held units are still out, locked and marked released in one
 * statement each: the conditional update lets exactly one caller give the units back. Released as of the
 * deadline (as a lapsed prize is, lottery-claim.ts), whenever the job gets there: what reads showed since
 * the deadline (qualification-hold.ts holdAsOf) stays true.
 */
export async function releaseDue(tx: Queryable, now: number) {
  return tx.query<{ activity_no: string; sku_no: string; held: number }>(
    `WITH due AS (
       SELECT q.activity_no, q.held, a.claim_deadline FROM qualification_activities q
         JOIN lottery_activities a ON a.activity_no = q.activity_no
        WHERE q.released_at IS NULL AND a.claim_deadline <= $1 FOR UPDATE OF q SKIP LOCKED)
     UPDATE qualification_activities q SET released_at = due.claim_deadline, held = 0 FROM due
      WHERE q.activity_no = due.activity_no AND q.released_at IS NULL
      RETURNING q.activity_no, q.sku_no, due.held`,
    [now],
  );
}

export async function returnUnits(tx: Queryable, skuNo: string, quantity: number) {
  await tx.query('UPDATE skus SET stock = stock + $2, version = version + 1 WHERE sku_no = $1', [
    skuNo,
    quantity,
  ]);
}

export async function findCodeWord(db: Queryable, activityNo: string, customerId: number) {
  const [row] = await db.query<{ code_word: string }>(
    'SELECT code_word FROM qualification_code_words WHERE activity_no = $1 AND customer_id = $2',
    [activityNo, customerId],
  );
  return row?.code_word;
}

/** false when the customer already has a word here or the word is taken (the caller draws another). */
export async function insertCodeWord(
  tx: Queryable,
  w: { activityNo: string; customerId: number; codeWord: string; now: number },
) {
  const rows = await tx.query(
    `INSERT INTO qualification_code_words (activity_no, customer_id, code_word, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [w.activityNo, w.customerId, w.codeWord, w.now],
  );
  return rows.length > 0;
}

export interface QualificationOrderRow {
  order_no: string;
  status: string;
}

/** The caller's orders placed with this right to buy, newest first, with their order status. */
export const ordersOf = (db: Queryable, activityNo: string, customerId: number) =>
  db.query<QualificationOrderRow>(
    `SELECT q.order_no, o.status FROM qualification_orders q JOIN orders o ON o.order_no = q.order_no
      WHERE q.activity_no = $1 AND q.customer_id = $2 ORDER BY q.created_at DESC, q.order_no DESC`,
    [activityNo, customerId],
  );

export async function insertQualificationOrder(
  tx: Queryable,
  o: { orderNo: string; activityNo: string; customerId: number; now: number },
) {
  await tx.query(
    `INSERT INTO qualification_orders (order_no, activity_no, customer_id, created_at) VALUES ($1, $2, $3, $4)`,
    [o.orderNo, o.activityNo, o.customerId, o.now],
  );
}

/**
 * Runs inside releaseOrders (repos/order-lifecycle.ts) when orders are cancelled: a cancelled order placed
 * with a right to buy puts its unit back into the hold for its winner (who may order again until the
 * deadline), so the shelf stock releaseOrders just gave back for it is taken again. After the deadline the
 * hold is released and the unit stays on the shelf.
 */
export async function releaseQualificationOrders(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  const back = await tx.query<{ sku_no: string; n: number }>(
    `UPDATE qualification_activities q SET held = q.held + t.n
       FROM (SELECT activity_no, COUNT(*)::int AS n FROM qualification_orders WHERE order_no = ANY($1::text[])
             GROUP BY activity_no) t
      WHERE q.activity_no = t.activity_no AND q.released_at IS NULL RETURNING q.sku_no, t.n`,
    [orderNos],
  );
  for (const b of back)
    await tx.query('UPDATE skus SET stock = stock - $2, version = version + 1 WHERE sku_no = $1', [
      b.sku_no,
      b.n,
    ]);
}

/** Winners and how many of them hold a paid order (or one further on). */
export async function salesOf(db: Queryable, activityNo: string) {
  const [row] = await db.query<{ winners: number; purchased: number }>(
    `SELECT (SELECT COUNT(*)::int FROM lottery_winners w WHERE w.activity_no = $1) AS winners,
            (SELECT COUNT(*)::int FROM qualification_orders q JOIN orders o ON o.order_no = q.order_no
              WHERE q.activity_no = $1 AND o.status NOT IN ('awaiting_payment', 'cancelled')) AS purchased`,
    [activityNo],
  );
  return row ?? { winners: 0, purchased: 0 };
}

/** The activities the customer entered, newest entry first. */
export const enteredBy = (db: Queryable, customerId: number) =>
  db.query<{ activity_no: string }>(
    `SELECT e.activity_no FROM lottery_entries e JOIN qualification_activities q ON q.activity_no = e.activity_no
      WHERE e.customer_id = $1 ORDER BY e.joined_at DESC LIMIT 100`,
    [customerId],
  );

export const entriesFor = (db: Queryable, activityNo: string) =>
  db.query<{ code: string; customer_no: string; joined_at: number; won: boolean }>(
    `SELECT e.join_code AS code, c.customer_no, e.joined_at::float8 AS joined_at,
            EXISTS (SELECT 1 FROM lottery_winners w WHERE w.activity_no = e.activity_no AND w.customer_id = e.customer_id) AS won
       FROM lottery_entries e JOIN customers c ON c.id = e.customer_id
      WHERE e.activity_no = $1 ORDER BY e.join_code LIMIT 1000`,
    [activityNo],
  );

export async function skuProductName(db: Queryable, skuNo: string) {
  const [row] = await db.query<{ name: string }>(
    'SELECT p.name FROM skus k JOIN products p ON p.spu_no = k.spu_no WHERE k.sku_no = $1',
    [skuNo],
  );
  return row?.name;
}

export async function winnerCount(db: Queryable, activityNo: string) {
  const [n] = await db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM lottery_winners WHERE activity_no = $1',
    [activityNo],
  );
  return n?.n ?? 0;
}

/** Whether the customer holds a winning code of this draw (a right to buy). */
export async function isWinner(db: Queryable, activityNo: string, customerId: number) {
  const rows = await db.query('SELECT 1 FROM lottery_winners WHERE activity_no = $1 AND customer_id = $2', [
    activityNo,
    customerId,
  ]);
  return rows.length > 0;
}
