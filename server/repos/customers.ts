import type { CustomerInfo } from '../../schemas/api/customer';
import type { Queryable } from '../db/db';

/** 13800138001 -> 138****8001; the full number never leaves the server. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export interface CustomerRecord {
  id: number;
  customerNo: string;
  nickName: string;
  maskedMobile: string;
  ssoUser: boolean;
}

interface Row {
  id: number;
  customer_no: string;
  nick_name: string;
  mobile: string;
  sso_user: boolean;
}

const toRecord = (r: Row): CustomerRecord => ({
  id: r.id,
  customerNo: r.customer_no,
  nickName: r.nick_name,
  maskedMobile: maskMobile(r.mobile),
  ssoUser: r.sso_user,
});

export async function listCustomers(db: Queryable): Promise<CustomerRecord[]> {
  const rows = await db.query<Row>(
    'SELECT id, customer_no, nick_name, mobile, sso_user FROM customers ORDER BY id',
  );
  return rows.map(toRecord);
}

export async function findCustomerByNo(
  db: Queryable,
  customerNo: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<Row>(
    'SELECT id, customer_no, nick_name, mobile, sso_user FROM customers WHERE customer_no = $1',
    [customerNo],
  );
  return row ? toRecord(row) : undefined;
}

export async function findCustomerInfoById(
  db: Queryable,
  customerId: number,
): Promise<CustomerInfo | undefined> {
  const [row] = await db.query<{ user_id: string; nick_name: string; mobile: string }>(
    'SELECT user_id, nick_name, mobile FROM customers WHERE id = $1',
    [customerId],
  );
  return row ? { userId: row.user_id, nickName: row.nick_name, mobile: maskMobile(row.mobile) } : undefined;
}
