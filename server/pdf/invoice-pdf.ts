import type { InvoicePdfMessages } from '../i18n/invoices';
import { PageContent, writePdf } from './writer';

/** What an invoice PDF shows; the service gathers it from the invoice row and its store part. */
export interface InvoicePdfData {
  invoiceNumber: string;
  issuedAt: number;
  orderNo: string;
  buyerTitle: string;
  buyerTaxNo: string | null;
  sellerName: string;
  /** Lines whose amounts sum to amountCents (goods, freight, discount and refunds as negative lines). */
  lines: {
    name: string;
    spec: string;
    quantity: number | null;
    unitCents: number | null;
    amountCents: number;
  }[];
  amountCents: number;
  taxCents: number;
  taxRatePercent: number;
  red: { number: string; at: number } | null;
}

const RED = { r: 0.72, g: 0.1, b: 0.1 };
const BROWN = { r: 0.55, g: 0.35, b: 0.2 };
const W = 595;
const H = 420;

const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/** Calendar day in China time (the invoice date). */
function day(ms: number): string {
  const d = new Date(ms + 8 * 60 * 60 * 1000);
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
}

/** Cuts a name to fit its column (CJK counts double, as spec §5's clamp). */
function clamp(text: string, width: number): string {
  let used = 0;
  let out = '';
  for (const ch of text) {
    used += /[\x20-\x7e]/.test(ch) ? 1 : 2;
    if (used > width) return `${out}…`;
    out += ch;
  }
  return out;
}

/** An invoice as a one-page A5 landscape PDF, laid out like the tax office's electronic invoice. */
export function invoicePdf(data: InvoicePdfData, t: InvoicePdfMessages): Uint8Array {
  const c = new PageContent();
  c.text('cjk', 18, 190, H - 44, t.heading, RED);
  c.line(190, H - 50, 405, H - 50, 1, RED);
  c.text('cjk', 9, 400, H - 30, `${t.number}:`, BROWN).text('latin', 9, 460, H - 30, data.invoiceNumber);
  c.text('cjk', 9, 400, H - 44, `${t.date}:`, BROWN).text('latin', 9, 460, H - 44, day(data.issuedAt));

  // Buyer and seller boxes.
  const top = H - 64;
  c.rect(30, top - 56, W - 60, 56, 0.8, BROWN);
  c.line(W / 2, top - 56, W / 2, top, 0.6, BROWN);
  c.text('cjk', 9, 38, top - 16, `${t.buyer}  ${t.name}:`, BROWN).text(
    'cjk',
    9,
    110,
    top - 16,
    clamp(data.buyerTitle, 30),
  );
  c.text('cjk', 8, 38, top - 36, `${t.taxNo}:`, BROWN);
  if (data.buyerTaxNo) c.text('latin', 9, 38, top - 48, data.buyerTaxNo);
  c.text('cjk', 9, W / 2 + 8, top - 16, `${t.seller}  ${t.name}:`, BROWN);
  c.text('cjk', 9, W / 2 + 80, top - 16, clamp(data.sellerName, 30));
  c.text('cjk', 8, W / 2 + 8, top - 36, `${t.order}:`, BROWN).text(
    'latin',
    9,
    W / 2 + 60,
    top - 36,
    data.orderNo,
  );

  // Lines.
  const tableTop = top - 64;
  const cols = [38, 250, 360, 410, 480];
  const heads = [t.item, t.spec, t.quantity, t.unitPrice, t.amount];
  heads.forEach((h, i) => {
    c.text('cjk', 9, cols[i] ?? 0, tableTop - 14, h, BROWN);
  });
  c.line(30, tableTop - 20, W - 30, tableTop - 20, 0.6, BROWN);
  let y = tableTop - 34;
  for (const line of data.lines.slice(0, 10)) {
    c.text('cjk', 9, cols[0] ?? 0, y, clamp(line.name, 40));
    c.text('cjk', 8, cols[1] ?? 0, y, clamp(line.spec, 18));
    if (line.quantity !== null) c.text('latin', 9, cols[2] ?? 0, y, String(line.quantity));
    if (line.unitCents !== null) c.text('latin', 9, cols[3] ?? 0, y, money(line.unitCents));
    c.text('latin', 9, cols[4] ?? 0, y, money(line.amountCents));
    y -= 16;
  }
  const bottom = 96;
  c.line(30, bottom, W - 30, bottom, 0.6, BROWN);
  c.rect(30, bottom - 40, W - 60, tableTop - bottom + 40, 0.8, BROWN);
  c.text('cjk', 9, 38, bottom - 16, t.tax(data.taxRatePercent), BROWN).text(
    'latin',
    9,
    250,
    bottom - 16,
    money(data.taxCents),
  );
  c.text('cjk', 10, 38, bottom - 32, t.total, BROWN).text(
    'latin',
    11,
    250,
    bottom - 32,
    money(data.amountCents),
  );
  c.text('cjk', 8, 38, 30, t.issuer, BROWN);

  if (data.red) {
    c.text('cjk', 22, 400, 160, t.red, RED);
    c.text('cjk', 8, 360, 140, `${t.redNumber}:`, RED).text('latin', 8, 430, 140, data.red.number, RED);
  }

  return writePdf({
    width: W,
    height: H,
    content: c,
    title: t.title(data.invoiceNumber),
    subject: data.invoiceNumber,
    createdAt: data.issuedAt,
  });
}
