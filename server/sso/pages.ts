import type { CustomerRecord } from '../repos/customers';
import { escapeHtml as e, page } from './html';

export function chooserPage(opts: { state: string; cb: string; customers: CustomerRecord[] }): string {
  const buttons = opts.customers
    .map(
      (c) => `<button type="submit" name="customerNo" value="${e(c.customerNo)}">${e(c.nickName)}
<small>${e(c.maskedMobile)}${c.ssoUser ? '' : ' · <span class="warn">not a single-sign-on user</span>'}</small></button>`,
    )
    .join('\n');
  return page(
    'Bank sign-in',
    `<h1>Bank sign-in (simulated)</h1>
<p>Choose the customer to sign in as. You will return to ${e(opts.cb)}</p>
<form method="post" action="/sso/authorize">
<input type="hidden" name="state" value="${e(opts.state)}">
${buttons}
</form>
<p><a href="/sso/cancel?state=${encodeURIComponent(opts.state)}">Cancel and go back</a></p>`,
  );
}

export function problemPage(message: string): string {
  return page(
    'Bank sign-in',
    `<h1>Sign-in cannot continue</h1><p>${e(message)}</p><p><a href="/mbankmall/index">Back to the mall</a></p>`,
  );
}
