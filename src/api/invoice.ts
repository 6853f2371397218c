import {
  type InvoicePart,
  type InvoiceSummary,
  type InvoiceTitle,
  type InvoiceView,
  invoicePartSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceTitlesSchema,
  type MakeInvoiceRequest,
  type ReissueInvoiceRequest,
} from '../../schemas/api/invoices';
import { get, post } from './client';

const ORDER = '/api/order';

/**
 * Invoices (schemas/api/invoices.ts). Asking is idempotent by the uniqueCode (a retry after a lost answer
 * gets the same invoice) and the server keeps one live invoice per store part whatever arrives.
 */

export const makeInvoice = (body: MakeInvoiceRequest, uniqueCode: string): Promise<InvoiceView> =>
  post(`${ORDER}/make-invoice`, body, { schema: invoiceSchema, uniqueCode });

export const reissueInvoice = (body: ReissueInvoiceRequest, uniqueCode: string): Promise<InvoiceView> =>
  post(`${ORDER}/reissue-invoice`, body, { schema: invoiceSchema, uniqueCode });

/** A store part's invoice; silent, since the page reads it again while the tax service works. */
export const fetchInvoicePart = (orderStoreNo: string): Promise<InvoicePart> =>
  get(`${ORDER}/invoice-view`, { orderStoreNo }, { schema: invoicePartSchema, silent: true });

export const fetchInvoiceSummary = (orderNo: string): Promise<InvoiceSummary> =>
  get(`${ORDER}/invoice-summary`, { orderNo }, { schema: invoiceSummarySchema, silent: true });

export const fetchInvoiceTitles = async (): Promise<InvoiceTitle[]> =>
  (await get(`${ORDER}/invoice-titles`, {}, { schema: invoiceTitlesSchema, silent: true })).titles;
