import { randomBytes } from 'node:crypto';
import { maskEmail } from '../../schemas/api/email';
import {
  type InvoicePart,
  type InvoiceSummary,
  type InvoiceTitle,
  type InvoiceView,
  invoicePdfPath,
  type MakeInvoiceRequest,
  type ReissueInvoiceRequest,
  TAX_RATE_PERCENT,
} from '../../schemas/api/invoices';
import { invoiceSchema } from '../../schemas/api/order';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { includedTax, invoiceAmount, invoiceClosedReason, invoiceNumberPrefix } from '../domain/invoices';
import type { InvoicePdfMessages } from '../i18n/invoices';
import type { JobSpec } from '../jobs/runner';
import { type InvoicePdfData, invoicePdf } from '../pdf/invoice-pdf';
import {
  findByToken,
  findOwnInvoice,
  findOwnPart,
  type InvoicePartRow,
  type InvoiceRow,
  insertInvoice,
  invoicesOfParts,
  markRed,
  nextApplyNo,
  ownParts,
  partLines,
  recentTitles,
} from '../repos/invoices';
import { issueDueInvoices } from './invoice-issuing';
import { applyDueTransitions } from './orders';
import { orRefuse, refuse, settle } from './outcome';

/**
 * Invoices: asked for per store part of a paid order, issued by the simulated tax service after
 * INVOICE_ISSUE_DELAY_MS (lazily on every read of the customer's invoices and by the sweep, so the state
 * is real and survives a restart), re-issued once with a corrected title (the old one red-lettered).
 */

const toView = (r: InvoiceRow): InvoiceView => ({
  applyNo: r.apply_no,
  orderNo: r.order_no,
  orderStoreNo: r.order_store_no,
  state: r.state,
  titleType: r.title_type,
  title: r.title,
  taxNo: r.tax_no,
  email: maskEmail(r.email),
  content: r.content,
  amountCents: r.amount_cents,
  taxCents: r.tax_cents,
  taxRatePercent: TAX_RATE_PERCENT,
  appliedAt: r.created_at,
  issueAt: r.issue_at,
  invoiceNumber: r.invoice_number,
  issuedAt: r.issued_at,
  redNumber: r.red_number,
  redAt: r.red_at,
  replaces: r.replaces,
  canReissue: r.state === 'issued' && r.replaces === null && !r.reissued,
  pdfUrl: r.state === 'applying' ? null : invoicePdfPath(r.apply_no, r.download_token),
});

const facts = (p: InvoicePartRow) => ({
  status: p.status,
  paidAt: p.paid_at,
  payableCents: p.payable_cents,
  refundedCents: p.refunded_cents,
});

/** Order timers first (a paid order may have moved), then the tax service. */
async function catchUp(deps: AppDeps, customerId: number): Promise<number> {
  const now = await applyDueTransitions(deps, customerId);
  await issueDueInvoices(deps, customerId);
  return now;
}

function partView(p: InvoicePartRow, invoices: InvoiceRow[]): InvoicePart {
  const mine = invoices.filter((v) => v.order_store_no === p.order_store_no);
  const current = mine.find((v) => v.state !== 'red') ?? null;
  const closed = invoiceClosedReason(facts(p));
  return {
    orderNo: p.order_no,
    orderStoreNo: p.order_store_no,
    storeName: p.store_name,
    amountCents: invoiceAmount(facts(p)),
    canApply: !current && closed === null,
    closedReason: current ? 'exists' : closed,
    current: current ? toView(current) : null,
    history: mine.filter((v) => v.state === 'red').map(toView),
    requested: checkoutTitle(p.checkout_invoice),
  };
}

/** The title the shopper chose at checkout (orders.invoice), or null for none or an unreadable one. */
function checkoutTitle(json: string): InvoicePart['requested'] {
  const chosen = invoiceSchema.safeParse(JSON.parse(json));
  if (!chosen.success || chosen.data.type === 'none') return null;
  return chosen.data.type === 'company'
    ? { titleType: 'company', title: chosen.data.title, taxNo: chosen.data.taxNo }
    : { titleType: 'personal', title: chosen.data.title, taxNo: null };
}

/** invoice-view: one store part of the caller's order with its invoices. */
export async function invoiceView(deps: AppDeps, customerId: number, orderStoreNo: string) {
  await catchUp(deps, customerId);
  return settle(async () => {
    const part = orRefuse(await findOwnPart(deps.db, customerId, orderStoreNo), {
      refusal: 'order_store_not_found',
      orderStoreNo,
    });
    return partView(part, await invoicesOfParts(deps.db, [orderStoreNo]));
  });
}

/** invoice-summary: each store part of the caller's order, for the order screens' entries. */
export async function invoiceSummary(deps: AppDeps, customerId: number, orderNo: string) {
  await catchUp(deps, customerId);
  return settle(async (): Promise<InvoiceSummary> => {
    const parts = await ownParts(deps.db, customerId, orderNo);
    if (parts.length === 0) refuse({ refusal: 'order_not_found', orderNo });
    const invoices = await invoicesOfParts(
      deps.db,
      parts.map((p) => p.order_store_no),
    );
    return {
      parts: parts.map((p) => {
        const v = partView(p, invoices);
        return {
          orderStoreNo: v.orderStoreNo,
          storeName: v.storeName,
          state: v.current?.state === 'issued' ? 'issued' : v.current ? 'applying' : 'none',
          canApply: v.canApply,
        };
      }),
    };
  });
}

type TitleInput = Pick<MakeInvoiceRequest, 'titleType' | 'title' | 'taxNo' | 'email' | 'content'>;

async function askTaxService(
  tx: Queryable,
  deps: AppDeps,
  customerId: number,
  part: InvoicePartRow,
  input: TitleInput,
  replaces: string | null,
  now: number,
): Promise<InvoiceView> {
  const closed = invoiceClosedReason(facts(part));
  if (closed) refuse({ refusal: 'invoice_not_open', orderStoreNo: part.order_store_no, reason: closed });
  const amountCents = invoiceAmount(facts(part));
  const applyNo = await nextApplyNo(tx);
  const inserted = await insertInvoice(tx, {
    applyNo,
    customerId,
    orderNo: part.order_no,
    orderStoreNo: part.order_store_no,
    titleType: input.titleType,
    title: input.title,
    taxNo: input.titleType === 'company' ? (input.taxNo ?? null) : null,
    email: input.email,
    content: input.content,
    amountCents,
    taxCents: includedTax(amountCents),
    issueAt: now + deps.config.shopping.invoiceIssueDelayMs,
    replaces,
    downloadToken: randomBytes(16).toString('hex'),
    now,
  });
  if (!inserted) refuse({ refusal: 'invoice_exists', orderStoreNo: part.order_store_no });
  return toView(
    orRefuse(await findOwnInvoice(tx, customerId, applyNo), { refusal: 'invoice_not_found', applyNo }),
  );
}

/**
 * make-invoice: asks the tax service for the part's invoice. The order row is locked (as refunds lock it),
 * so an invoice and a refund of the same order are judged one after the other; the partial unique index
 * keeps one live invoice per part even between parallel asks.
 */
export async function makeInvoice(deps: AppDeps, customerId: number, req: MakeInvoiceRequest) {
  const now = await catchUp(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const part = orRefuse(await findOwnPart(tx, customerId, req.orderStoreNo, { lock: true }), {
        refusal: 'order_store_not_found',
        orderStoreNo: req.orderStoreNo,
      });
      return askTaxService(tx, deps, customerId, part, req, null, now);
    }),
  );
}

/**
 * reissue-invoice: red-letters the caller's issued invoice and asks for a new one with the corrected title,
 * in one transaction. Once per invoice: a re-issue is never re-issued, and of two parallel re-issues the
 * conditional red-lettering lets one through.
 */
export async function reissueInvoice(deps: AppDeps, customerId: number, req: ReissueInvoiceRequest) {
  const now = await catchUp(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const old = orRefuse(await findOwnInvoice(tx, customerId, req.applyNo), {
        refusal: 'invoice_not_found',
        applyNo: req.applyNo,
      });
      const part = orRefuse(await findOwnPart(tx, customerId, old.order_store_no, { lock: true }), {
        refusal: 'invoice_not_found',
        applyNo: req.applyNo,
      });
      if (old.state === 'applying')
        refuse({ refusal: 'invoice_reissue_refused', applyNo: old.apply_no, reason: 'not_issued' });
      const red = await markRed(tx, old.apply_no, invoiceNumberPrefix(now), now);
      if (!red)
        refuse({ refusal: 'invoice_reissue_refused', applyNo: old.apply_no, reason: 'already_reissued' });
      return askTaxService(tx, deps, customerId, part, req, old.apply_no, now);
    }),
  );
}

/** invoice-titles: titles the caller used before, for the form to offer. */
export async function invoiceTitles(deps: AppDeps, customerId: number): Promise<{ titles: InvoiceTitle[] }> {
  const rows = await recentTitles(deps.db, customerId, 10);
  return {
    titles: rows.map((r) => ({ titleType: r.title_type, title: r.title, taxNo: r.tax_no, email: r.email })),
  };
}

/**
 * The PDF of an issued (or red-lettered) invoice named by its download link; undefined for a wrong token,
 * an unknown invoice or one not issued yet, so a guess learns nothing.
 */
export async function invoicePdfFile(
  deps: AppDeps,
  applyNo: string,
  token: string,
  texts: InvoicePdfMessages,
): Promise<{ bytes: Uint8Array; fileName: string } | undefined> {
  const found = await findByToken(deps.db, applyNo, token);
  if (!found) return undefined;
  if (found.state === 'applying') await issueDueInvoices(deps, found.customer_id);
  const v = found.state === 'applying' ? await findByToken(deps.db, applyNo, token) : found;
  if (!v || v.invoice_number === null || v.issued_at === null) return undefined;
  const part = await partLines(deps.db, v.order_store_no);
  const lines: InvoicePdfData['lines'] =
    v.content === 'detail'
      ? part.items.map((i) => ({
          name: i.name,
          spec: i.spec_name,
          quantity: i.quantity,
          unitCents: i.price_cents,
          amountCents: i.goods_cents,
        }))
      : [
          {
            name: texts.categoryLine,
            spec: '',
            quantity: null,
            unitCents: null,
            amountCents: part.items.reduce((s, i) => s + i.goods_cents, 0),
          },
        ];
  const extra = (name: string, amountCents: number) => ({
    name,
    spec: '',
    quantity: null,
    unitCents: null,
    amountCents,
  });
  if (part.freight_cents > 0) lines.push(extra(texts.freight, part.freight_cents));
  if (part.discount_cents > 0) lines.push(extra(texts.discount, -part.discount_cents));
  const listed = lines.reduce((s, l) => s + l.amountCents, 0);
  // What after-sales gave back before the invoice was asked for, so the lines sum to the invoiced amount.
  if (listed !== v.amount_cents) lines.push(extra(texts.refunded, v.amount_cents - listed));
  const bytes = invoicePdf(
    {
      invoiceNumber: v.invoice_number,
      issuedAt: v.issued_at,
      orderNo: v.order_no,
      buyerTitle: v.title,
      buyerTaxNo: v.tax_no,
      sellerName: part.store_name,
      lines,
      amountCents: v.amount_cents,
      taxCents: v.tax_cents,
      taxRatePercent: TAX_RATE_PERCENT,
      red: v.red_number !== null && v.red_at !== null ? { number: v.red_number, at: v.red_at } : null,
    },
    texts,
  );
  return { bytes, fileName: `invoice-${v.invoice_number}.pdf` };
}

/** The tax service's background job beside the order sweep (same interval; 0 = reads only). */
export function invoiceJob(deps: AppDeps): JobSpec | null {
  const every = deps.config.shopping.sweepIntervalMs;
  if (every <= 0) return null;
  return { name: 'invoices', everyMs: every, run: () => issueDueInvoices(deps).then(() => undefined) };
}
