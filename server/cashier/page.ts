import { CASHIER_PATH } from '../../schemas/api/payment';
import type { Lang } from '../../schemas/i18n/lang';
import { escapeHtml, page } from '../sso/html';
import { cashierMessages } from './messages';

const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type Settled = 'success' | 'failed' | 'cancelled' | 'void';

/** The simulated bank cashier: amount, order, and the three outcomes a real cashier can end with. */
export function cashierPage(
  lang: Lang,
  p: {
    payToken: string;
    orderNo: string;
    amountCents: number;
    settled: Settled | null;
  },
) {
  const t = cashierMessages[lang];
  const token = escapeHtml(p.payToken);
  // The language travels with the form, so a problem page after the post speaks it too.
  const action = `${CASHIER_PATH}?lang=${encodeURIComponent(lang)}`;
  const button = (value: string, label: string, hint: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="payToken" value="${token}">
<input type="hidden" name="action" value="${value}"><button type="submit" data-action="${value}">${escapeHtml(label)}
<small>${escapeHtml(hint)}</small></button></form>`;
  const settled = p.settled ? `<p class="warn">${escapeHtml(t.alreadySettled(t[p.settled]))}</p>` : '';
  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.order(p.orderNo))}</p>
<p style="font-size:28px;color:#1d1d1f" data-testid="amount">${escapeHtml(yuan(p.amountCents))}</p>
${settled}
${button('pay', t.pay, t.payHint)}
${button('fail', t.fail, t.failHint)}
${button('cancel', t.cancel, t.cancelHint)}`,
  );
}
