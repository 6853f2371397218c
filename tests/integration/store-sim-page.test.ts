import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleStateMessages } from '../../server/i18n/refusals';
import { storeSimMessages } from '../../server/store-sim/messages';
import { AFTER_SALE_TIMING, applied, buyAndPay, itemNoOf, view } from './after-sales-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { type Shopper, shopper } from './shopping-helpers';

// The simulated store's staff page for after-sales (HTML forms beside the operator API). The
// token is typed in and posted, never in an address; the page speaks the request's language.

const CREAM = 'SKU2500401';
const PAGE = '/store-sim/after-sales';
const zh = storeSimMessages['zh-CN'];
const en = storeSimMessages.en;

let server: TestServer;
let li: Shopper;

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(() => server?.stop());

async function post(fields: Record<string, string>, lang = 'zh-CN') {
  const res = await fetch(`${server.url}${PAGE}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

describe('the store’s after-sales page', () => {
  it('asks for the token first and refuses a wrong one', async () => {
    const first = await fetch(`${server.url}${PAGE}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const html = await first.text();
    expect(html).toContain(zh.heading);
    expect(html).toContain('type="password" name="token"');
    const wrong = await post({ token: 'guess' });
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain(zh.wrongToken);
    expect(wrong.html).not.toContain('data-rma=');
  });

  it('lists applications and approves, rejects with a reason, in the request’s language', async () => {
    const order = await buyAndPay(server, li, CREAM, 2);
    const a = await applied(li, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    const b = await applied(li, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    const token = server.operatorToken;

    const inbox = await post({ token, state: 'applied' });
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain(`data-rma="${a.rmaNo}"`);
    expect(inbox.html).toContain(`data-rma="${b.rmaNo}"`);
    expect(inbox.html).toContain(zh.approve);

    const approved = await post({ token, state: 'applied', act: 'approve', rmaNo: a.rmaNo }, 'en');
    expect(approved.html).toContain(en.done(a.rmaNo, afterSaleStateMessages.en.refunded));
    expect(approved.html).not.toContain(`data-rma="${a.rmaNo}"`); // no longer applied
    expect((await view(li, a.rmaNo)).state).toBe('refunded');

    const noReason = await post({ token, act: 'reject', rmaNo: b.rmaNo, reason: ' ' });
    expect(noReason.html).toContain(zh.failed(zh.rejectPlaceholder));
    const rejected = await post({ token, act: 'reject', rmaNo: b.rmaNo, reason: '已发货' });
    expect(rejected.html).toContain(zh.done(b.rmaNo, afterSaleStateMessages['zh-CN'].rejected));
    expect(await view(li, b.rmaNo)).toMatchObject({ state: 'rejected', rejectReason: '已发货' });

    // a second click on a moved application says why, in words
    const again = await post({ token, act: 'approve', rmaNo: a.rmaNo });
    expect(again.html).toContain(zh.failed(''));
  });
});
