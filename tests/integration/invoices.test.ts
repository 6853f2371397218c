import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvoicePart,
  invoicePartSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceTitlesSchema,
} from '../../schemas/api/invoices';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { AFTER_SALE_TIMING, applied, buyAndPay, itemNoOf, store } from './after-sales-helpers';
import { login, startTestServer, type TestServer, tempDir } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// Invoices: asked for per store part after payment, issued by the simulated tax service after its
// delay (20-digit number), a valid PDF, re-issued once (old red-lettered) even under parallel requests, only
// by the order's owner, never for a part refunded in full.

const CREAM = 'SKU2500401'; // 350.00, Bloom Beauty
const DELAY = 30_000;
const VALID_USCC = '91350100M000100Y43';

let server: TestServer;
let li: Shopper; // C0001
let zhang: Shopper; // C0002

beforeAll(async () => {
  server = await startTestServer({ shopping: { ...AFTER_SALE_TIMING, invoiceIssueDelayMs: DELAY } });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const company = (orderStoreNo: string, taxNo = VALID_USCC) => ({
  orderStoreNo,
  titleType: 'company',
  title: '福州示例科技有限公司',
  taxNo,
  email: 'finance@example.com',
  content: 'detail',
});

const view = async (s: Shopper, orderStoreNo: string): Promise<InvoicePart> =>
  invoicePartSchema.parse(ok(await s.get(`${ORDER}/invoice-view`, { orderStoreNo })));

const partOf = (d: { stores: { orderStoreNo: string }[] }) => d.stores[0]?.orderStoreNo ?? '';

/** The checks a PDF reader makes first: header, a cross-reference table whose offsets each start their object. */
function pdfProblems(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('no %PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('no %%EOF');
  const start = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  if (!start) return [...problems, 'no startxref'];
  const xrefAt = Number(start[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') return [...problems, `startxref ${xrefAt} is not the xref`];
  const head = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  const size = Number(head?.[1] ?? 0);
  const entries = text
    .slice(xrefAt + (head?.[0].length ?? 0))
    .split('\n')
    .slice(0, size);
  entries.forEach((line, i) => {
    if (line.length !== 19) problems.push(`xref entry ${i} is not 20 bytes`);
    if (i === 0) return;
    const offset = Number(line.slice(0, 10));
    if (!text.startsWith(`${i} 0 obj`, offset)) problems.push(`object ${i} is not at ${offset}`);
  });
  const trailer = /trailer\n<< \/Size (\d+) \/Root 1 0 R/.exec(text);
  if (Number(trailer?.[1]) !== size) problems.push('trailer /Size differs from the xref');
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
  if (stream) {
    const from = stream.index + stream[0].length;
    if (text.slice(from + Number(stream[1]), from + Number(stream[1]) + 10) !== '\nendstream') {
      problems.push('content stream /Length is wrong');
    }
  }
  return problems;
}

describe('asking for an invoice', () => {
  it('is refused before payment, and offers the title chosen at checkout', async () => {
    const info = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: CREAM, quantity: 1 })),
    );
    const order = createOrderResultSchema.parse(
      ok(
        await li.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId ?? 0,
          invoice: { type: 'company', title: '福州示例科技有限公司', taxNo: VALID_USCC },
        }),
      ),
    );
    const summary = invoiceSummarySchema.parse(
      ok(await li.get(`${ORDER}/invoice-summary`, { orderNo: order.orderNo })),
    );
    const orderStoreNo = summary.parts[0]?.orderStoreNo ?? '';
    expect(summary.parts[0]).toMatchObject({ state: 'none', canApply: false });
    const early = await li.post(`${ORDER}/make-invoice`, company(orderStoreNo));
    expect(early.status).toBe(409);
    expect(early.body.result).toEqual({ reason: 'unpaid' });
    // the title chosen at checkout is offered to the form
    expect(await view(li, orderStoreNo)).toMatchObject({
      canApply: false,
      closedReason: 'unpaid',
      requested: { titleType: 'company', title: '福州示例科技有限公司', taxNo: VALID_USCC },
    });
  });

  it('checks the tax number (15/18/20 characters with their check), then the tax service issues it', async () => {
    const order = await buyAndPay(server, li, CREAM, 2);
    const orderStoreNo = partOf(order);
    // The order detail's 发票 row follows the invoice, not only the checkout choice.
    const invoiceState = async () =>
      orderDetailSchema.parse(ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: order.orderNo })))
        .invoiceState;
    expect(await invoiceState()).toBe('none');
    for (const wrong of ['123', '91350100M000100Y44', '91350100I000100Y43']) {
      const refused = await li.post(`${ORDER}/make-invoice`, company(orderStoreNo, wrong));
      expect(refused.status).toBe(400);
      expect(refused.body.resMsg).toContain('tax number');
    }
    const badMail = await li.post(`${ORDER}/make-invoice`, { ...company(orderStoreNo), email: 'nobody' });
    expect(badMail.status).toBe(400);
    expect(badMail.body.resMsg).toContain('email');

    // lower case with spaces is the same number
    const asked = invoiceSchema.parse(
      ok(await li.post(`${ORDER}/make-invoice`, company(orderStoreNo, '91350100m000100y43 '))),
    );
    expect(asked).toMatchObject({
      state: 'applying',
      taxNo: VALID_USCC,
      // Spec §5: the first character and stars, nothing of the domain.
      email: `f${'*'.repeat('finance@example.com'.length - 1)}`,
      amountCents: 70000,
      // 13 % included: 700.00 − round(700.00 / 1.13)
      taxCents: 70000 - Math.round(7_000_000 / 113),
      invoiceNumber: null,
      pdfUrl: null,
    });
    expect((await li.post(`${ORDER}/make-invoice`, company(orderStoreNo))).status).toBe(409);

    expect(await invoiceState()).toBe('applying');
    server.advance(DELAY - 1);
    expect((await view(li, orderStoreNo)).current?.state).toBe('applying');
    server.advance(1);
    expect(await invoiceState()).toBe('issued');
    const issued = await view(li, orderStoreNo);
    expect(issued).toMatchObject({ canApply: false, closedReason: 'exists', history: [] });
    expect(issued.current).toMatchObject({ state: 'issued', issuedAt: asked.issueAt, canReissue: true });
    expect(issued.current?.invoiceNumber).toMatch(/^\d{20}$/);
    const summary = invoiceSummarySchema.parse(
      ok(await li.get(`${ORDER}/invoice-summary`, { orderNo: order.orderNo })),
    );
    expect(summary.parts).toEqual([
      { orderStoreNo, storeName: expect.any(String), state: 'issued', canApply: false },
    ]);
    const titles = invoiceTitlesSchema.parse(ok(await li.get(`${ORDER}/invoice-titles`)));
    expect(titles.titles[0]).toEqual({
      titleType: 'company',
      title: '福州示例科技有限公司',
      taxNo: VALID_USCC,
      email: 'finance@example.com',
    });
  });

  it('is kept in the database (not in memory) until the tax service issues it', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    ok(
      await li.post(`${ORDER}/make-invoice`, {
        ...company(orderStoreNo),
        titleType: 'personal',
        title: '李伟',
      }),
    );
    const rows = await server.db.query<{ state: string }>(
      'SELECT state FROM invoices WHERE order_store_no = $1',
      [orderStoreNo],
    );
    expect(rows).toEqual([{ state: 'applying' }]);
    server.advance(DELAY);
    const v = await view(li, orderStoreNo);
    expect(v.current).toMatchObject({ state: 'issued', titleType: 'personal', title: '李伟', taxNo: null });
  });
});

describe('the PDF', () => {
  it('is a valid PDF carrying the invoice number, only with its link', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    ok(await li.post(`${ORDER}/make-invoice`, company(orderStoreNo)));
    server.advance(DELAY);
    const current = (await view(li, orderStoreNo)).current;
    const url = current?.pdfUrl ?? '';
    expect(url).toMatch(/^\/api\/order\/invoice-pdf\/IV\d+\?token=[0-9a-f]{32}$/);
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pdfProblems(bytes)).toEqual([]);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).toContain(`(${current?.invoiceNumber})`);
    expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    // the title is drawn in UCS-2: 福 is U+798F
    expect(text).toContain('798F');

    const wrong = await fetch(`${server.url}${url.replace(/token=./, 'token=x')}`);
    expect(wrong.status).toBe(404);
    const noToken = await fetch(`${server.url}${url.split('?')[0]}`);
    expect(noToken.status).toBe(400);
  });
});

describe('parallel asks', () => {
  it('give one invoice per store part; a retry with the same uniqueCode gets that invoice back', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    const answers = await Promise.all(
      [1, 2, 3].map(() => li.post(`${ORDER}/make-invoice`, company(orderStoreNo))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = invoiceSchema.parse(answers.find((a) => a.status === 200)?.body.result);
    const rows = await server.db.query('SELECT apply_no FROM invoices WHERE order_store_no = $1', [
      orderStoreNo,
    ]);
    expect(rows).toEqual([{ apply_no: won.applyNo }]);

    const other = await buyAndPay(server, li, CREAM, 1);
    const code = 'invoice-retry-1';
    const first = invoiceSchema.parse(
      ok(await li.post(`${ORDER}/make-invoice`, company(partOf(other)), code)),
    );
    const retried = invoiceSchema.parse(
      ok(await li.post(`${ORDER}/make-invoice`, company(partOf(other)), code)),
    );
    expect(retried.applyNo).toBe(first.applyNo);
  });
});

describe('re-issuing', () => {
  it('red-letters the old invoice and asks for a corrected one, once, even when two arrive together', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    const first = invoiceSchema.parse(
      ok(await li.post(`${ORDER}/make-invoice`, { ...company(orderStoreNo), title: '错字公司' })),
    );
    const early = await li.post(`${ORDER}/reissue-invoice`, { ...company(''), applyNo: first.applyNo });
    expect(early.status).toBe(409);
    expect(early.body.result).toEqual({ reason: 'not_issued' });
    server.advance(DELAY);

    const body = { ...company(''), orderStoreNo: undefined, applyNo: first.applyNo };
    const answers = await Promise.all([
      li.post(`${ORDER}/reissue-invoice`, body),
      li.post(`${ORDER}/reissue-invoice`, body),
      li.post(`${ORDER}/reissue-invoice`, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const v = await view(li, orderStoreNo);
    expect(v.current).toMatchObject({
      state: 'applying',
      title: '福州示例科技有限公司',
      replaces: first.applyNo,
    });
    expect(v.history).toHaveLength(1);
    expect(v.history[0]).toMatchObject({ applyNo: first.applyNo, state: 'red', canReissue: false });
    expect(v.history[0]?.redNumber).toMatch(/^\d{20}$/);
    const rows = await server.db.query('SELECT apply_no FROM invoices WHERE order_store_no = $1', [
      orderStoreNo,
    ]);
    expect(rows).toHaveLength(2);

    server.advance(DELAY);
    const second = (await view(li, orderStoreNo)).current;
    expect(second).toMatchObject({ state: 'issued', canReissue: false });
    const again = await li.post(`${ORDER}/reissue-invoice`, { ...body, applyNo: second?.applyNo });
    expect(again.status).toBe(409);
    expect(again.body.result).toEqual({ reason: 'already_reissued' });
    // the red-lettered one's PDF still opens, marked
    const red = await fetch(`${server.url}${v.history[0]?.pdfUrl ?? ''}`);
    expect(red.status).toBe(200);
  });
});

describe('only the owner', () => {
  it('another customer can neither read, ask for, re-issue nor summarise an invoice of the order', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    const mine = invoiceSchema.parse(ok(await li.post(`${ORDER}/make-invoice`, company(orderStoreNo))));
    server.advance(DELAY);
    expect((await zhang.get(`${ORDER}/invoice-view`, { orderStoreNo })).status).toBe(404);
    expect((await zhang.post(`${ORDER}/make-invoice`, company(orderStoreNo))).status).toBe(404);
    expect((await zhang.get(`${ORDER}/invoice-summary`, { orderNo: order.orderNo })).status).toBe(404);
    const reissue = await zhang.post(`${ORDER}/reissue-invoice`, { ...company(''), applyNo: mine.applyNo });
    expect(reissue.status).toBe(404);
    expect(invoiceTitlesSchema.parse(ok(await zhang.get(`${ORDER}/invoice-titles`))).titles).toEqual([]);
    // and the owner's invoice is untouched
    expect((await view(li, orderStoreNo)).current).toMatchObject({ applyNo: mine.applyNo, state: 'issued' });
  });
});

describe('refunds', () => {
  it('an order refunded in full gets no invoice', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderStoreNo = partOf(order);
    const app = await applied(li, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    ok(await store(server).approve(app.rmaNo));
    const v = await view(li, orderStoreNo);
    expect(v).toMatchObject({ canApply: false, closedReason: 'refunded', amountCents: 0 });
    const refused = await li.post(`${ORDER}/make-invoice`, company(orderStoreNo));
    expect(refused.status).toBe(409);
    expect(refused.body.result).toEqual({ reason: 'refunded' });
  });

  it('a part refunded in part is invoiced for what was kept', async () => {
    const order = await buyAndPay(server, li, CREAM, 2);
    const orderStoreNo = partOf(order);
    const app = await applied(li, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    ok(await store(server).approve(app.rmaNo));
    const asked = invoiceSchema.parse(ok(await li.post(`${ORDER}/make-invoice`, company(orderStoreNo))));
    expect(asked.amountCents).toBe(35000);
  });
});

describe('across a restart', () => {
  it('an invoice asked for before the server stopped is issued by the tax service after it starts again', async () => {
    const dir = tempDir('invoice-restart');
    const shopping = { ...AFTER_SALE_TIMING, invoiceIssueDelayMs: DELAY };
    const first = await startTestServer({ dataDir: dir.path, shopping });
    let second: TestServer | undefined;
    try {
      const userCode = await login(first.url, 'C0001');
      const s = shopper(first.url, userCode);
      const order = await buyAndPay(first, s, CREAM, 1);
      const asked = invoiceSchema.parse(ok(await s.post(`${ORDER}/make-invoice`, company(partOf(order)))));
      await first.stop();

      second = await startTestServer({ dataDir: dir.path, shopping });
      const again = shopper(second.url, userCode);
      const part = async () =>
        invoicePartSchema.parse(
          ok(await again.get(`${ORDER}/invoice-view`, { orderStoreNo: partOf(order) })),
        );
      expect((await part()).current).toMatchObject({ applyNo: asked.applyNo, state: 'applying' });
      second.advance(DELAY);
      expect((await part()).current).toMatchObject({ applyNo: asked.applyNo, state: 'issued' });
    } finally {
      await second?.stop();
      dir.remove();
    }
    // Two server starts on a busy machine.
  }, 120_000);
});
