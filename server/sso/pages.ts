import type { Lang } from '../../schemas/i18n/lang';
import { provinceMessages } from '../../schemas/i18n/provinces';
import type { CustomerRecord } from '../services/sso';
import { escapeHtml as e, page } from './html';
import { ssoMessages } from './messages';

export function chooserPage(
  lang: Lang,
  opts: {
    state: string;
    cb: string;
    customers: CustomerRecord[];
    /** The customer the bank app is signed in as on this device (reached with switch=1). */
    current?: string;
  },
): string {
  const t = ssoMessages[lang];
  const buttons = opts.customers
    .map((c) => {
      const notes = [
        // The bank names the customer's branch province; sign-on hands it to the mall (ADR 0071).
        ...(c.branchProvince ? [e(t.branch(provinceMessages[lang][c.branchProvince]))] : []),
        ...(c.customerNo === opts.current ? [e(t.currentMark)] : []),
        ...(c.ssoUser ? [] : [`<span class="warn">${e(t.notSsoUser)}</span>`]),
      ];
      return `<button type="submit" name="customerNo" value="${e(c.customerNo)}"${c.customerNo === opts.current ? ' aria-current="true"' : ''}>${e(c.nickName)}
<small>${[e(c.maskedMobile), ...notes].join(' · ')}</small></button>`;
    })
    .join('\n');
  const currentName = opts.customers.find((c) => c.customerNo === opts.current)?.nickName;
  // The language travels with the form and the cancel link, so the next page speaks it too.
  const langParam = `lang=${encodeURIComponent(lang)}`;
  return page(
    lang,
    t.title,
    `<h1>${e(t.heading)}</h1>
<p>${e(t.choose(opts.cb))}</p>
${currentName ? `<p>${e(t.switching(currentName))}</p>` : `<p>${e(t.remembers)}</p>`}
<form method="post" action="/sso/authorize?${langParam}">
<input type="hidden" name="state" value="${e(opts.state)}">
${buttons}
</form>
<p><a href="/sso/cancel?state=${encodeURIComponent(opts.state)}&amp;${langParam}">${e(t.cancel)}</a></p>`,
  );
}

/** A page that says why the flow stops, with a way back to the mall; also used by the cashier. */
export function problemPage(lang: Lang, message: string, heading = ssoMessages[lang].cannotContinue): string {
  const t = ssoMessages[lang];
  return page(
    lang,
    heading,
    `<h1>${e(heading)}</h1><p>${e(message)}</p><p><a href="/mbankmall/index">${e(t.backToMall)}</a></p>`,
  );
}
