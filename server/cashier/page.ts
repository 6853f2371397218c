import { CASHIER_PATH } from '../../schemas/api/payment';
import { escapeHtml, page } from '../sso/html';

const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The simulated bank cashier: amount, order, and the three outcomes a real cashier can end with. */
export function cashierPage(p: {
  payToken: string;
  orderNo: string;
  amountCents: number;
  settled: string | null;
}) {
  const token = escapeHtml(p.payToken);
  const button = (action: string, label: string, hint: string) =>
    `<form method="post" action="${CASHIER_PATH}"><input type="hidden" name="payToken" value="${token}">
<input type="hidden" name="action" value="${action}"><button type="submit" data-action="${action}">${escapeHtml(label)}
<small>${escapeHtml(hint)}</small></button></form>`;
  const settled = p.settled
    ? `<p class="warn">This payment was already ${escapeHtml(p.settled)}. Any button returns you to the mall; nothing is charged again.</p>`
    : '';
  return page(
    'Bank cashier',
    `<h1>Bank cashier (simulated)</h1>
<p>Order ${escapeHtml(p.orderNo)}</p>
<p style="font-size:28px;color:#1d1d1f" data-testid="amount">${escapeHtml(yuan(p.amountCents))}</p>
${settled}
${button('pay', 'Pay', 'Payment succeeds')}
${button('fail', 'Fail', 'The bank declines the payment')}
${button('cancel', 'Cancel', 'Leave without paying')}`,
  );
}
