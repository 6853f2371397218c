import type { AfterSaleActor, AfterSaleState, AfterSaleType } from '../../schemas/api/after-sales';
import type { Queryable } from '../db/db';

/** Applications, their history and the order facts they are judged against. Every SQL statement here. */

export interface ApplicationRow {
  rma_no: string;
  customer_id: number;
  unique_code: string;
  order_no: string;
  order_item_no: string;
  kind: AfterSaleType;
  reason_code: string;
  quantity: number;
  goods_cents: number;
  freight_cents: number;
  amount_cents: number;
  description: string;
  photo_ids: string[];
  state: AfterSaleState;
  reject_reason: string | null;
  approve_deadline: number;
  return_deadline: number | null;
  courier: string | null;
  tracking_no: string | null;
  created_at: number;
  approved_at: number | null;
  shipped_back_at: number | null;
  received_at: number | null;
  refunded_at: number | null;
  ended_at: number | null;
  // the item snapshot, from order_items
  sku_no: string;
  name: string;
  spec_name: string;
  image_url: string;
  price_cents: number;
}

const COLUMNS = `a.rma_no, a.customer_id, a.unique_code, a.order_no, a.order_item_no, a.kind, a.reason_code,
  a.quantity, a.goods_cents, a.freight_cents, a.amount_cents, a.description, a.photo_ids, a.state,
  a.reject_reason, a.approve_deadline, a.return_deadline, a.courier, a.tracking_no, a.created_at,
  a.approved_at, a.shipped_back_at, a.received_at, a.refunded_at, a.ended_at,
  i.sku_no, i.name, i.spec_name, i.image_url, i.price_cents`;
const FROM = 'FROM after_sales a JOIN order_items i ON i.order_item_no = a.order_item_no';

/** One application; with customerId only the caller's (another customer's is absent). */
export async function findApplication(
  db: Queryable,
  rmaNo: string,
  opts: { customerId?: number; forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE a.rma_no = $1 AND ($2::int IS NULL OR a.customer_id = $2)
        ${opts.forUpdate ? 'FOR UPDATE OF a' : ''}`,
    [rmaNo, opts.customerId ?? null],
  );
  return row;
}

export async function findByUniqueCode(
  db: Queryable,
  customerId: number,
  uniqueCode: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE a.customer_id = $1 AND a.unique_code = $2`,
    [customerId, uniqueCode],
  );
  return row;
}

/** The order of one of the caller's items, with what the rules need. */
export interface OwnItem {
  orderNo: string;
  orderItemNo: string;
  orderStoreNo: string;
  skuNo: string;
  priceCents: number;
  quantity: number;
}

export async function findOwnItem(
  db: Queryable,
  customerId: number,
  orderItemNo: string,
): Promise<OwnItem | undefined> {
  const [row] = await db.query<{
    order_no: string;
    order_item_no: string;
    order_store_no: string;
    sku_no: string;
    price_cents: number;
    quantity: number;
  }>(
    `SELECT i.order_no, i.order_item_no, i.order_store_no, i.sku_no, i.price_cents, i.quantity
       FROM order_items i JOIN orders o ON o.order_no = i.order_no
      WHERE i.order_item_no = $1 AND o.customer_id = $2`,
    [orderItemNo, customerId],
  );
  return row
    ? {
        orderNo: row.order_no,
        orderItemNo: row.order_item_no,
        orderStoreNo: row.order_store_no,
        skuNo: row.sku_no,
        priceCents: row.price_cents,
        quantity: row.quantity,
      }
    : undefined;
}

export interface OrderFacts {
  status: string;
  receivedAt: number | null;
  freightCents: number;
}

/**
 * The order facts the rules need; locked when asked: every after-sales change locks the order row first
 * (one lock order), which also serialises two applications for the same item.
 */
export async function findOrderFacts(
  db: Queryable,
  orderNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderFacts | undefined> {
  const [row] = await db.query<{ status: string; received_at: number | null; freight_cents: number }>(
    `SELECT status, received_at, freight_cents FROM orders WHERE order_no = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [orderNo],
  );
  return row
    ? {
        status: row.status,
        receivedAt: row.received_at === null ? null : Number(row.received_at),
        freightCents: row.freight_cents,
      }
    : undefined;
}

/** The order's lines by store part, for the apportionment of the store's discount (满减 shares, coupon). */
export async function orderLines(
  db: Queryable,
  orderNo: string,
): Promise<
  {
    orderStoreNo: string;
    discountCents: number;
    items: { orderItemNo: string; goodsCents: number; promotionCents: number; quantity: number }[];
  }[]
> {
  const stores = await db.query<{ order_store_no: string; discount_cents: number }>(
    'SELECT order_store_no, discount_cents FROM order_stores WHERE order_no = $1 ORDER BY sort',
    [orderNo],
  );
  const items = await db.query<{
    order_item_no: string;
    order_store_no: string;
    price_cents: number;
    quantity: number;
    promotion_cents: number;
  }>(
    `SELECT order_item_no, order_store_no, price_cents, quantity, promotion_cents FROM order_items
      WHERE order_no = $1 ORDER BY sort`,
    [orderNo],
  );
  return stores.map((s) => ({
    orderStoreNo: s.order_store_no,
    discountCents: s.discount_cents,
    items: items
      .filter((i) => i.order_store_no === s.order_store_no)
      .map((i) => ({
        orderItemNo: i.order_item_no,
        goodsCents: i.price_cents * i.quantity,
        promotionCents: i.promotion_cents,
        quantity: i.quantity,
      })),
  }));
}

export interface Claim {
  quantity: number;
  goodsCents: number;
  freightCents: number;
}

/** Per order item: what applications in the given states claim (quantity, goods and freight cents). */
export async function claimsOfOrder(
  db: Queryable,
  orderNo: string,
  states: readonly AfterSaleState[],
): Promise<Map<string, Claim>> {
  const rows = await db.query<{ order_item_no: string; q: number; g: number; f: number }>(
    `SELECT order_item_no, SUM(quantity)::int AS q, SUM(goods_cents)::int AS g, SUM(freight_cents)::int AS f
       FROM after_sales WHERE order_no = $1 AND state = ANY($2::text[]) GROUP BY order_item_no`,
    [orderNo, states],
  );
  return new Map(rows.map((r) => [r.order_item_no, { quantity: r.q, goodsCents: r.g, freightCents: r.f }]));
}

export async function nextRmaNo(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ n: string }>("SELECT nextval('after_sale_no_seq')::text AS n");
  return `RMA${row?.n ?? ''}`;
}

export interface NewApplication {
  rmaNo: string;
  customerId: number;
  uniqueCode: string;
  orderNo: string;
  orderItemNo: string;
  kind: AfterSaleType;
  reasonCode: string;
  quantity: number;
  goodsCents: number;
  freightCents: number;
  description: string;
  photoIds: readonly string[];
  approveDeadline: number;
  now: number;
}

/** Inserts unless the customer already used this uniqueCode; true when this call inserted it. */
export async function insertApplication(tx: Queryable, a: NewApplication): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO after_sales (rma_no, customer_id, unique_code, order_no, order_item_no, kind, reason_code,
       quantity, goods_cents, freight_cents, amount_cents, description, photo_ids, state, approve_deadline,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9::int + $10::int, $11, $12::text[], 'applied', $13, $14, $14)
     ON CONFLICT (customer_id, unique_code) DO NOTHING RETURNING rma_no`,
    [
      a.rmaNo,
      a.customerId,
      a.uniqueCode,
      a.orderNo,
      a.orderItemNo,
      a.kind,
      a.reasonCode,
      a.quantity,
      a.goodsCents,
      a.freightCents,
      a.description,
      a.photoIds,
      a.approveDeadline,
      a.now,
    ],
  );
  return rows.length > 0;
}

/** Columns a move may set besides the state (a fixed list: never built from input). */
export interface MoveFields {
  reject_reason?: string;
  return_deadline?: number;
  courier?: string;
  tracking_no?: string;
  approved_at?: number;
  shipped_back_at?: number;
  received_at?: number;
  refunded_at?: number;
  ended_at?: number;
}
const MOVE_COLUMNS = [
  'reject_reason',
  'return_deadline',
  'courier',
  'tracking_no',
  'approved_at',
  'shipped_back_at',
  'received_at',
  'refunded_at',
  'ended_at',
] as const satisfies readonly (keyof MoveFields)[];

/** from → to only if the application is still in `from`; false when someone else moved it first. */
export async function updateState(
  tx: Queryable,
  rmaNo: string,
  from: AfterSaleState,
  to: AfterSaleState,
  fields: MoveFields,
  now: number,
): Promise<boolean> {
  const sets: string[] = [];
  const values: (string | number)[] = [];
  for (const col of MOVE_COLUMNS) {
    const v = fields[col];
    if (v === undefined) continue;
    values.push(v);
    sets.push(`${col} = $${values.length + 4}`);
  }
  const rows = await tx.query(
    `UPDATE after_sales SET state = $3, updated_at = $4${sets.map((s) => `, ${s}`).join('')}
      WHERE rma_no = $1 AND state = $2 RETURNING rma_no`,
    [rmaNo, from, to, now, ...values],
  );
  return rows.length > 0;
}

export async function insertHistory(
  tx: Queryable,
  h: {
    rmaNo: string;
    from: AfterSaleState | null;
    to: AfterSaleState;
    actor: AfterSaleActor;
    note: string;
    at: number;
  },
): Promise<void> {
  await tx.query(
    'INSERT INTO after_sale_history (rma_no, from_state, to_state, actor, note, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [h.rmaNo, h.from, h.to, h.actor, h.note, h.at],
  );
}

export async function historyOf(
  db: Queryable,
  rmaNo: string,
): Promise<
  {
    from_state: AfterSaleState | null;
    to_state: AfterSaleState;
    actor: AfterSaleActor;
    note: string;
    at: number;
  }[]
> {
  return db.query(
    'SELECT from_state, to_state, actor, note, at FROM after_sale_history WHERE rma_no = $1 ORDER BY id',
    [rmaNo],
  );
}

/** One page of the caller's visible applications, newest first. */
export async function listApplications(
  db: Queryable,
  customerId: number,
  q: { orderNo: string | null; orderItemNo: string | null; pageNo: number; pageSize: number },
): Promise<{ total: number; rows: ApplicationRow[] }> {
  const where = `a.customer_id = $1 AND NOT a.hidden AND ($2::text IS NULL OR a.order_no = $2)
    AND ($3::text IS NULL OR a.order_item_no = $3)`;
  const params = [customerId, q.orderNo, q.orderItemNo];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM after_sales a WHERE ${where}`,
    params,
  );
  const rows = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY a.created_at DESC, a.rma_no DESC LIMIT $4 OFFSET $5`,
    [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { total: total?.n ?? 0, rows };
}

/** How many of the caller's visible applications are in these states (the 退款售后 count). */
export async function countApplications(
  db: Queryable,
  customerId: number,
  states: readonly string[],
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM after_sales WHERE customer_id = $1 AND NOT hidden AND state = ANY($2::text[])',
    [customerId, [...states]],
  );
  return row?.n ?? 0;
}

/** Every application (the simulated store's inbox), newest first, optionally in one state. */
export async function listAllApplications(
  db: Queryable,
  state: AfterSaleState | null,
): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE ($1::text IS NULL OR a.state = $1)
      ORDER BY a.created_at DESC, a.rma_no DESC LIMIT 200`,
    [state],
  );
}

export async function hideApplication(tx: Queryable, rmaNo: string): Promise<void> {
  await tx.query('UPDATE after_sales SET hidden = true WHERE rma_no = $1', [rmaNo]);
}

/** Applications whose timer is due: silent store (applied) and unshipped returns (awaiting_return). */
export async function dueApplications(
  db: Queryable,
  now: number,
  customerId: number | null,
): Promise<{ rma_no: string; state: AfterSaleState }[]> {
  return db.query(
    `SELECT rma_no, state FROM after_sales
      WHERE ((state = 'applied' AND approve_deadline <= $1)
          OR (state = 'awaiting_return' AND return_deadline <= $1))
        AND ($2::int IS NULL OR customer_id = $2)
      ORDER BY created_at, rma_no LIMIT 500`,
    [now, customerId],
  );
}

/** Applications of these orders, oldest first, for the order reads. */
export async function applicationsOfOrders(
  db: Queryable,
  orderNos: readonly string[],
): Promise<
  {
    rma_no: string;
    order_no: string;
    order_item_no: string;
    state: AfterSaleState;
    quantity: number;
    amount_cents: number;
  }[]
> {
  if (orderNos.length === 0) return [];
  return db.query(
    `SELECT rma_no, order_no, order_item_no, state, quantity, amount_cents FROM after_sales
      WHERE order_no = ANY($1::text[]) ORDER BY created_at, rma_no`,
    [orderNos],
  );
}

/** Whether any application of the order holds quantity or money (open or refunded). */
export async function hasClaimingApplications(db: Queryable, orderNo: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM after_sales WHERE order_no = $1
        AND state IN ('applied', 'awaiting_return', 'return_shipped', 'refunded') LIMIT 1`,
    [orderNo],
  );
  return rows.length > 0;
}
