import type { Queryable } from '../db/db';

/** Invoices of order store parts and the facts that decide whether one may be asked for. All SQL of invoices. */

export interface InvoiceRow {
  apply_no: string;
  customer_id: number;
  order_no: string;
  order_store_no: string;
  title_type: 'personal' | 'company';
  title: string;
  tax_no: string | null;
  email: string;
  content: 'detail' | 'category';
  amount_cents: number;
  tax_cents: number;
  state: 'applying' | 'issued' | 'red';
  issue_at: number;
  invoice_number: string | null;
  issued_at: number | null;
  red_number: string | null;
  red_at: number | null;
  replaces: string | null;
  download_token: string;
  created_at: number;
  /** A later invoice replaced this one (it was re-issued). */
  reissued: boolean;
}

const COLUMNS = `v.apply_no, v.customer_id, v.order_no, v.order_store_no, v.title_type, v.title, v.tax_no, v.email,
  v.content, v.amount_cents, v.tax_cents, v.state, v.issue_at, v.invoice_number, v.issued_at, v.red_number,
  v.red_at, v.replaces, v.download_token, v.created_at,
  EXISTS (SELECT 1 FROM invoices n WHERE n.replaces = v.apply_no) AS reissued`;

/** bigint columns come back as strings from some drivers. */
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const normal = (r: InvoiceRow): InvoiceRow => ({
  ...r,
  issue_at: Number(r.issue_at),
  issued_at: num(r.issued_at),
  red_at: num(r.red_at),
  created_at: Number(r.created_at),
});

/** A store part of the caller's order with what decides its invoice; another customer's reads as absent. */
export interface InvoicePartRow {
  order_no: string;
  order_store_no: string;
  store_name: string;
  payable_cents: number;
  status: string;
  paid_at: number | null;
  /** Refunded through after-sales for this part's items. */
  refunded_cents: number;
  /** The invoice chosen at checkout (create-order's `invoice`, JSON). */
  checkout_invoice: string;
}

const PART_SELECT = `SELECT s.order_no, s.order_store_no, s.store_name, s.payable_cents, o.status, o.paid_at,
    o.invoice AS checkout_invoice,
    COALESCE((SELECT SUM(f.amount_cents) FROM after_sale_refunds f
                JOIN after_sales a ON a.rma_no = f.rma_no
                JOIN order_items i ON i.order_item_no = a.order_item_no
               WHERE i.order_store_no = s.order_store_no), 0)::int AS refunded_cents
   FROM order_stores s JOIN orders o ON o.order_no = s.order_no`;

const normalPart = (r: InvoicePartRow): InvoicePartRow => ({ ...r, paid_at: num(r.paid_at) });

export async function findOwnPart(
  db: Queryable,
  customerId: number,
  orderStoreNo: string,
  opts: { lock?: boolean } = {},
): Promise<InvoicePartRow | undefined> {
  // The order row is locked first, as every money move of the order does (after-sales, cancel).
  if (opts.lock) {
    await db.query(
      `SELECT o.order_no FROM orders o JOIN order_stores s ON s.order_no = o.order_no
        WHERE s.order_store_no = $1 AND o.customer_id = $2 FOR UPDATE OF o`,
      [orderStoreNo, customerId],
    );
  }
  const [row] = await db.query<InvoicePartRow>(
    `${PART_SELECT} WHERE s.order_store_no = $1 AND o.customer_id = $2`,
    [orderStoreNo, customerId],
  );
  return row ? normalPart(row) : undefined;
}

export async function ownParts(
  db: Queryable,
  customerId: number,
  orderNo: string,
): Promise<InvoicePartRow[]> {
  const rows = await db.query<InvoicePartRow>(
    `${PART_SELECT} WHERE s.order_no = $1 AND o.customer_id = $2 ORDER BY s.sort`,
    [orderNo, customerId],
  );
  return rows.map(normalPart);
}

/** Every invoice of these store parts, newest first. */
export async function invoicesOfParts(
  db: Queryable,
  orderStoreNos: readonly string[],
): Promise<InvoiceRow[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices v WHERE v.order_store_no = ANY($1::text[]) ORDER BY v.created_at DESC,
            v.apply_no DESC`,
    [orderStoreNos],
  );
  return rows.map(normal);
}

export async function findOwnInvoice(
  db: Queryable,
  customerId: number,
  applyNo: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices v WHERE v.apply_no = $1 AND v.customer_id = $2`,
    [applyNo, customerId],
  );
  return row ? normal(row) : undefined;
}

/** The invoice a download link names, when its token matches (no session: the link is the secret). */
export async function findByToken(
  db: Queryable,
  applyNo: string,
  token: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices v WHERE v.apply_no = $1 AND v.download_token = $2`,
    [applyNo, token],
  );
  return row ? normal(row) : undefined;
}

export async function nextApplyNo(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ n: string }>("SELECT nextval('invoice_apply_no_seq')::text AS n");
  return `IV${row?.n ?? ''}`;
}

export interface NewInvoice {
  applyNo: string;
  customerId: number;
  orderNo: string;
  orderStoreNo: string;
  titleType: 'personal' | 'company';
  title: string;
  taxNo: string | null;
  email: string;
  content: 'detail' | 'category';
  amountCents: number;
  taxCents: number;
  issueAt: number;
  replaces: string | null;
  downloadToken: string;
  now: number;
}

/** False when the part already has a live invoice (the partial unique index decides between parallel asks). */
export async function insertInvoice(tx: Queryable, v: NewInvoice): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO invoices (apply_no, customer_id, order_no, order_store_no, title_type, title, tax_no, email,
                           content, amount_cents, tax_cents, state, issue_at, replaces, download_token, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'applying', $12, $13, $14, $15)
     ON CONFLICT (order_store_no) WHERE state <> 'red' DO NOTHING RETURNING apply_no`,
    [
      v.applyNo,
      v.customerId,
      v.orderNo,
      v.orderStoreNo,
      v.titleType,
      v.title,
      v.taxNo,
      v.email,
      v.content,
      v.amountCents,
      v.taxCents,
      v.issueAt,
      v.replaces,
      v.downloadToken,
      v.now,
    ],
  );
  return rows.length > 0;
}

/**
 * Red-letters an issued invoice that was never re-issued: one conditional UPDATE, so of two parallel
 * re-issues only one wins. The red invoice gets its own number from the same series.
 */
export async function markRed(
  tx: Queryable,
  applyNo: string,
  numberPrefix: string,
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE invoices SET state = 'red', red_at = $2,
            red_number = $3 || lpad(nextval('invoice_number_seq')::text, 12, '0')
      WHERE apply_no = $1 AND state = 'issued' AND replaces IS NULL
        AND NOT EXISTS (SELECT 1 FROM invoices n WHERE n.replaces = $1)
      RETURNING apply_no`,
    [applyNo, now, numberPrefix],
  );
  return rows.length > 0;
}

/**
 * The simulated tax service: every invoice asked for before now − nothing left to wait is issued, dated
 * when it became due (issue_at), numbered from the series. Returns how many were issued.
 */
export async function issueDue(
  tx: Queryable,
  now: number,
  numberPrefix: string,
  customerId: number | null,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE invoices SET state = 'issued', issued_at = issue_at,
            invoice_number = $2 || lpad(nextval('invoice_number_seq')::text, 12, '0')
      WHERE state = 'applying' AND issue_at <= $1 AND ($3::int IS NULL OR customer_id = $3)
      RETURNING apply_no`,
    [now, numberPrefix, customerId],
  );
  return rows.length;
}

/** Titles the caller used before, newest first, one row per distinct title. */
export async function recentTitles(
  db: Queryable,
  customerId: number,
  limit: number,
): Promise<Pick<InvoiceRow, 'title_type' | 'title' | 'tax_no' | 'email'>[]> {
  return db.query(
    `SELECT title_type, title, tax_no, email FROM (
       SELECT DISTINCT ON (title_type, title, COALESCE(tax_no, ''), email) title_type, title, tax_no, email,
              created_at
         FROM invoices WHERE customer_id = $1
        ORDER BY title_type, title, COALESCE(tax_no, ''), email, created_at DESC) t
      ORDER BY created_at DESC LIMIT $2`,
    [customerId, limit],
  );
}

/** The goods of a store part and its freight and discount, for the invoice's lines. */
export async function partLines(
  db: Queryable,
  orderStoreNo: string,
): Promise<{
  items: { name: string; spec_name: string; quantity: number; price_cents: number; goods_cents: number }[];
  freight_cents: number;
  discount_cents: number;
  store_name: string;
}> {
  const items = await db.query<{
    name: string;
    spec_name: string;
    quantity: number;
    price_cents: number;
    goods_cents: number;
  }>(
    `SELECT name, spec_name, quantity, price_cents, price_cents * quantity AS goods_cents FROM order_items
      WHERE order_store_no = $1 ORDER BY sort`,
    [orderStoreNo],
  );
  const [part] = await db.query<{ freight_cents: number; discount_cents: number; store_name: string }>(
    'SELECT freight_cents, discount_cents, store_name FROM order_stores WHERE order_store_no = $1',
    [orderStoreNo],
  );
  return {
    items,
    freight_cents: part?.freight_cents ?? 0,
    discount_cents: part?.discount_cents ?? 0,
    store_name: part?.store_name ?? '',
  };
}
