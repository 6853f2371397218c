import {
  invoiceMake,
  invoiceReissue,
  invoiceSummary,
  invoiceTitles,
  invoiceView,
} from '../../schemas/api/endpoints/invoices';
import type {
  InvoicePart,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceView,
  MakeInvoiceRequest,
  ReissueInvoiceRequest,
} from '../../schemas/api/invoices';
import { call } from './call';

/**
 * Invoices, declared in schemas/api/endpoints/invoices.ts. Asking is idempotent by the uniqueCode (a retry
 * after a lost answer gets the same invoice) and the server keeps one live invoice per store part whatever
 * arrives.
 */

export const makeInvoice = (body: MakeInvoiceRequest, uniqueCode: string): Promise<InvoiceView> =>
  call(invoiceMake, { body }, { uniqueCode });

export const reissueInvoice = (body: ReissueInvoiceRequest, uniqueCode: string): Promise<InvoiceView> =>
  call(invoiceReissue, { body }, { uniqueCode });

/** A store part's invoice; silent, since the page reads it again while the tax service works. */
export const fetchInvoicePart = (orderStoreNo: string): Promise<InvoicePart> =>
  call(invoiceView, { query: { orderStoreNo } }, { silent: true });

export const fetchInvoiceSummary = (orderNo: string): Promise<InvoiceSummary> =>
  call(invoiceSummary, { query: { orderNo } }, { silent: true });

export const fetchInvoiceTitles = async (): Promise<InvoiceTitle[]> =>
  (await call(invoiceTitles, {}, { silent: true })).titles;
