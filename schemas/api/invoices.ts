/**
 * Electronic invoices of an order's store part. The spec names `make-invoice` (/api/order/) and
 * an "invoice view" without paths or shapes, so the other calls are ours, all under /api/order/:
 *
 * - POST make-invoice { orderStoreNo, titleType, title, taxNo, email, content } → the invoice (applying);
 * - GET invoice-view?orderStoreNo → the part's current invoice, its red-lettered predecessor, canApply;
 * - GET invoice-summary?orderNo → per store part none / applying / issued / canApply (order screens);
 * - GET invoice-titles → the caller's titles used before (the form offers them);
 * - POST reissue-invoice { applyNo, …title } → the old one red-lettered (冲红), a new one applying;
 * - GET invoice-pdf/{applyNo}?token → the issued invoice as a PDF (the token comes with the owner's view,
 *   so a plain link works without the userCode header).
 *
 * The simulated tax service issues an invoice INVOICE_ISSUE_DELAY_MS after it was asked for (applying →
 * issued, with a 20-digit number); amounts are integer cents, tax included at TAX_RATE_PERCENT.
 */
import { z } from '../zod';
import { EMAIL_PATTERN } from './email';
import { code, text } from './primitives';
import { normaliseTaxNumber, taxNumberProblem } from './tax-number';

/** VAT on goods, included in the prices (what the PDF states). */
export const TAX_RATE_PERCENT = 13;

export const invoiceTitleTypeSchema = z.enum(['personal', 'company']);
export type InvoiceTitleType = z.infer<typeof invoiceTitleTypeSchema>;
/** 商品明细 (every line) or 商品类别 (one line per category). */
export const invoiceContentSchema = z.enum(['detail', 'category']);
export type InvoiceContent = z.infer<typeof invoiceContentSchema>;
export const invoiceStateSchema = z.enum(['applying', 'issued', 'red']);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

export const applyNoSchema = code(40);
const orderStoreNoSchema = code(80);

/** The title part of a request, the same for a first invoice and a re-issue. */
const titleFields = {
  titleType: invoiceTitleTypeSchema,
  title: text(100, { min: 2, what: 'title' }),
  /** Company only; spaces and dashes are dropped, letters capitalised. */
  taxNo: z.optional(
    z.pipe(
      z.string().check(z.maxLength(40)),
      z.transform((v) => normaliseTaxNumber(v)),
    ),
  ),
  email: z
    .string()
    .check(z.trim())
    .check(z.maxLength(100))
    .check(z.regex(EMAIL_PATTERN, 'email is not a valid address')),
  content: z._default(invoiceContentSchema, 'detail'),
};

type TitleDraft = { titleType: InvoiceTitleType; taxNo?: string | undefined };

function checkTaxNo(v: TitleDraft, ctx: z.core.$RefinementCtx) {
  if (v.titleType !== 'company') return;
  const problem = taxNumberProblem(v.taxNo ?? '');
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: ['taxNo'],
      message: `tax number ${problem === 'empty' ? 'is required' : `is wrong (${problem})`}: 15, 18 or 20 characters`,
    });
  }
}

export const makeInvoiceRequestSchema = z
  .object({ orderStoreNo: orderStoreNoSchema, ...titleFields })
  .check(z.superRefine(checkTaxNo));
export type MakeInvoiceRequest = z.infer<typeof makeInvoiceRequestSchema>;

export const reissueInvoiceRequestSchema = z
  .object({ applyNo: applyNoSchema, ...titleFields })
  .check(z.superRefine(checkTaxNo));
export type ReissueInvoiceRequest = z.infer<typeof reissueInvoiceRequestSchema>;

export const invoiceViewQuerySchema = z.object({ orderStoreNo: orderStoreNoSchema });
export const invoiceSummaryQuerySchema = z.object({ orderNo: code(64) });
export const invoicePdfQuerySchema = z.object({ token: code(64) });

export const invoiceSchema = z.object({
  applyNo: z.string(),
  orderNo: z.string(),
  orderStoreNo: z.string(),
  state: invoiceStateSchema,
  titleType: invoiceTitleTypeSchema,
  title: z.string(),
  taxNo: z.nullable(z.string()),
  /** Masked as spec §5 says: the first character, then stars (schemas/api/email.ts maskEmail). */
  email: z.string(),
  content: invoiceContentSchema,
  amountCents: z.number().check(z.int()).check(z.nonnegative()),
  taxCents: z.number().check(z.int()).check(z.nonnegative()),
  taxRatePercent: z.number().check(z.int()),
  appliedAt: z.number().check(z.int()),
  /** When the tax service is expected to issue it (applying). */
  issueAt: z.number().check(z.int()),
  /** The tax service's 20-digit number, once issued. */
  invoiceNumber: z.nullable(z.string()),
  issuedAt: z.nullable(z.number().check(z.int())),
  /** Red-lettered (冲红) by a re-issue: the red invoice's number and when. */
  redNumber: z.nullable(z.string()),
  redAt: z.nullable(z.number().check(z.int())),
  /** The invoice this one replaced (a re-issue), or null. */
  replaces: z.nullable(z.string()),
  canReissue: z.boolean(),
  /** The PDF (issued or red-lettered), a same-origin path with its download token. */
  pdfUrl: z.nullable(z.string()),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

/** Why a store part cannot get an invoice now. */
export const invoiceClosedReasonSchema = z.enum(['unpaid', 'refunded', 'exists']);
export type InvoiceClosedReason = z.infer<typeof invoiceClosedReasonSchema>;

export const invoicePartSchema = z.object({
  orderNo: z.string(),
  orderStoreNo: z.string(),
  storeName: z.string(),
  /** What would be invoiced now: the part's payable less what was refunded. */
  amountCents: z.number().check(z.int()).check(z.nonnegative()),
  canApply: z.boolean(),
  closedReason: z.nullable(invoiceClosedReasonSchema),
  /** The live invoice (applying or issued), or null. */
  current: z.nullable(invoiceSchema),
  /** Red-lettered ones, newest first. */
  history: z.array(invoiceSchema),
  /** The title chosen at checkout, if any: the form starts from it. */
  requested: z.nullable(
    z.object({ titleType: invoiceTitleTypeSchema, title: z.string(), taxNo: z.nullable(z.string()) }),
  ),
});
export type InvoicePart = z.infer<typeof invoicePartSchema>;

export const invoiceSummarySchema = z.object({
  parts: z.array(
    z.object({
      orderStoreNo: z.string(),
      storeName: z.string(),
      state: z.enum(['none', 'applying', 'issued']),
      canApply: z.boolean(),
    }),
  ),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceTitleSchema = z.object({
  titleType: invoiceTitleTypeSchema,
  title: z.string(),
  taxNo: z.nullable(z.string()),
  email: z.string(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
export const invoiceTitlesSchema = z.object({ titles: z.array(invoiceTitleSchema) });

/** The PDF path of an invoice (relative: the SPA prefixes its API base). */
export const invoicePdfPath = (applyNo: string, token: string): string =>
  `/api/order/invoice-pdf/${encodeURIComponent(applyNo)}?token=${encodeURIComponent(token)}`;
