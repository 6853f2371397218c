import type { CustomerInfo } from '../../schemas/api/customer';
import { isProvinceCode, type ProvinceCode } from '../../schemas/api/regions';
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
  /** The province of the customer's bank branch (ADR 0071); null when the bank names none. */
  branchProvince: ProvinceCode | null;
}

interface Row {
  id: number;
  customer_no: string;
  nick_name: string;
  mobile: string;
  sso_user: boolean;
  branch_province: string | null;
}

const toRecord = (r: Row): CustomerRecord => ({
  id: r.id,
  customerNo: r.customer_no,
  nickName: r.nick_name,
  maskedMobile: maskMobile(r.mobile),
  ssoUser: r.sso_user,
  branchProvince: isProvinceCode(r.branch_province) ? r.branch_province : null,
});

export async function listCustomers(db: Queryable): Promise<CustomerRecord[]> {
  const rows = await db.query<Row>(
    'SELECT id, customer_no, nick_name, mobile, sso_user, branch_province FROM customers ORDER BY id',
  );
  return rows.map(toRecord);
}

export async function findCustomerByNo(
  db: Queryable,
  customerNo: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<Row>(
    'SELECT id, customer_no, nick_name, mobile, sso_user, branch_province FROM customers WHERE customer_no = $1',
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

/** The province of the customer's bank branch, as the bank's sign-on names it (ADR 0071); null: none. */
export async function branchProvinceOf(db: Queryable, customerId: number): Promise<ProvinceCode | null> {
  const [row] = await db.query<{ branch_province: string | null }>(
    'SELECT branch_province FROM customers WHERE id = $1',
    [customerId],
  );
  return isProvinceCode(row?.branch_province) ? row.branch_province : null;
}
