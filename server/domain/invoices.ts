import type { InvoiceClosedReason } from '../../schemas/api/invoices';
import { TAX_RATE_PERCENT } from '../../schemas/api/invoices';

/**
 * Invoice rules. An invoice is made out per store part of an order for what the shopper paid
 * for it less what after-sales gave back, once the order is paid, and never for a part refunded in full
 * (an order cancelled after payment, or every cent of the part refunded).
 */

export interface InvoicePartFacts {
  status: string;
  paidAt: number | null;
  payableCents: number;
  refundedCents: number;
}

/** What would be invoiced now. */
export const invoiceAmount = (p: InvoicePartFacts): number => Math.max(0, p.payableCents - p.refundedCents);

/** Why no invoice may be asked for now (besides an existing one), or null. */
export function invoiceClosedReason(p: InvoicePartFacts): Exclude<InvoiceClosedReason, 'exists'> | null {
  if (p.paidAt === null || p.status === 'awaiting_payment') return 'unpaid';
  if (p.status === 'cancelled' || invoiceAmount(p) <= 0) return 'refunded';
  return null;
}

/** The tax inside a tax-included amount, in cents: amount − round(amount / (1 + rate)). */
export const includedTax = (amountCents: number, ratePercent = TAX_RATE_PERCENT): number =>
  amountCents - Math.round((amountCents * 100) / (100 + ratePercent));

/**
 * The first 8 of an invoice number's 20 digits: the 2-digit year (China time) and the simulated tax
 * office's region code; the series fills the other 12.
 */
export function invoiceNumberPrefix(now: number): string {
  const year = new Date(now + 8 * 60 * 60 * 1000).getUTCFullYear();
  return `${String(year % 100).padStart(2, '0')}440300`;
}

export type OrderInvoiceState = 'none' | 'applying' | 'issued';

/**
 * Where an order's invoices stand, from its parts' invoices (the one derivation the order detail and its
 * "发票" row use): issued once any part's is issued, applying while one is on its way, else none (a reversed
 * invoice alone is none: the shopper holds no valid invoice).
 */
export function orderInvoiceState(
  invoices: readonly { state: 'applying' | 'issued' | 'red' }[],
): OrderInvoiceState {
  if (invoices.some((v) => v.state === 'issued')) return 'issued';
  if (invoices.some((v) => v.state === 'applying')) return 'applying';
  return 'none';
}
