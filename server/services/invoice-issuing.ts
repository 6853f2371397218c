import type { AppDeps } from '../config';
import { invoiceNumberPrefix } from '../domain/invoices';
import { issueDue } from '../repos/invoices';

/**
 * The simulated tax service's pass: issues what is due (one customer's, or everyone's for the sweep). Its own
 * file because both the invoice screens and the order detail catch up with it before they read.
 */
export async function issueDueInvoices(deps: AppDeps, customerId: number | null = null): Promise<number> {
  const now = deps.config.clock();
  return deps.db.transaction((tx) => issueDue(tx, now, invoiceNumberPrefix(now), customerId));
}
