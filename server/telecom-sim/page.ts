import type { Lang } from '../../schemas/i18n/lang';
import { escapeHtml, page } from '../sso/html';
import type { DeliveredText } from './handset';
import { telecomSimMessages } from './messages';

export const TELECOM_SIM_PAGE = '/telecom-sim/texts';

const STYLE_EXTRA = `<style>
.sms{background:#fff;border-radius:12px;padding:12px 14px;margin:0 0 12px;border:1px solid #eee}
.sms p{margin:0 0 6px;color:#1d1d1f}.sms small{color:#777}
input{box-sizing:border-box;width:100%;padding:10px;margin:4px 0 8px;border:1px solid #ddd;border-radius:8px;font:inherit}
.go{text-align:center}
</style>`;

/** A time in China, as the operator stamps its texts. */
function chinaTime(ms: number): string {
  const d = new Date(ms + 8 * 60 * 60 * 1000);
  const p = (v: number) => String(v).padStart(2, '0');
  return `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

const actionOf = (lang: Lang) => escapeHtml(`${TELECOM_SIM_PAGE}?lang=${encodeURIComponent(lang)}`);

/** The token form every visit starts with (the token never travels in the address). */
export function tokenPage(lang: Lang, wrong: boolean): string {
  const t = telecomSimMessages[lang];
  return page(
    lang,
    t.title,
    `${STYLE_EXTRA}<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.intro)}</p>
${wrong ? `<p class="warn" role="alert">${escapeHtml(t.wrongToken)}</p>` : ''}
<form method="post" action="${actionOf(lang)}"><label>${escapeHtml(t.token)}
<input type="password" name="token" autocomplete="off" required></label>
<small>${escapeHtml(t.tokenHint)}</small>
<label>${escapeHtml(t.phone)}<input name="phone" inputmode="numeric" maxlength="11"></label>
<button type="submit" class="go">${escapeHtml(t.enter)}</button></form>`,
  );
}

/** The texts still valid, newest first, each as the subscriber's phone shows it. */
export function textsPage(
  lang: Lang,
  p: { token: string; phone: string; texts: readonly DeliveredText[]; ttlMinutes: number },
): string {
  const t = telecomSimMessages[lang];
  const list = p.texts
    .map(
      (s) => `<section class="sms" data-phone="${escapeHtml(s.phone)}">
<p>${escapeHtml(t.text(s.code, p.ttlMinutes))}</p>
<small>${escapeHtml(t.to(s.phone))} · ${escapeHtml(t.at(chinaTime(s.sentAt)))}</small></section>`,
    )
    .join('\n');
  return page(
    lang,
    t.title,
    `${STYLE_EXTRA}<h1>${escapeHtml(t.heading)}</h1>
<form method="post" action="${actionOf(lang)}"><input type="hidden" name="token" value="${escapeHtml(p.token)}">
<label>${escapeHtml(t.phone)}<input name="phone" inputmode="numeric" maxlength="11" value="${escapeHtml(p.phone)}"></label>
<button type="submit" class="go">${escapeHtml(t.refresh)}</button></form>
${p.texts.length === 0 ? `<p>${escapeHtml(t.empty)}</p>` : list}`,
  );
}
