import type { PayKind } from '../../schemas/api/order';
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
    /** '1': the shopper chose e-CNY at checkout, so the e-CNY wallet pays (spec §3). */
    payKind?: PayKind;
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
  const ecny = p.payKind === '1';
  const method = ecny
    ? `<p data-testid="pay-method">${escapeHtml(t.payMethod)}：<strong>${escapeHtml(t.ecnyWallet)}</strong></p>
<p><small>${escapeHtml(t.ecnyWalletHint)}</small></p>`
    : `<p data-testid="pay-method">${escapeHtml(t.payMethod)}：${escapeHtml(t.bankCard)}</p>`;
  const settled = p.settled ? `<p class="warn">${escapeHtml(t.alreadySettled(t[p.settled]))}</p>` : '';
  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.order(p.orderNo))}</p>
<p style="font-size:28px;color:#1d1d1f" data-testid="amount">${escapeHtml(yuan(p.amountCents))}</p>
${method}
${settled}
${button('pay', ecny ? t.payEcny : t.pay, t.payHint)}
${button('fail', t.fail, t.failHint)}
${button('cancel', t.cancel, t.cancelHint)}`,
  );
}
