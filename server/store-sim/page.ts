import { type AfterSaleState, afterSaleStateSchema } from '../../schemas/api/after-sales';
import type { Lang } from '../../schemas/i18n/lang';
import { afterSaleStateMessages } from '../i18n/refusals';
import { escapeHtml, page } from '../sso/html';
import { storeSimMessages } from './messages';

export const STORE_SIM_PAGE = '/store-sim/after-sales';

const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A time in China (the store's clock), as the mall shows it. */
function chinaTime(ms: number): string {
  const d = new Date(ms + 8 * 60 * 60 * 1000);
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** One row of the inbox (services/after-sale-store.ts storeInbox). */
export interface InboxRow {
  rmaNo: string;
  orderNo: string;
  type: 'refund_only' | 'return_refund';
  state: AfterSaleState;
  reasonCode: keyof typeof REASON_KEYS;
  quantity: number;
  amountCents: number;
  createdAt: number;
  item: { name: string; specName: string };
}

const REASON_KEYS = {
  not_wanted: 'reason.not_wanted',
  not_delivered: 'reason.not_delivered',
  wrong_address: 'reason.wrong_address',
  damaged: 'reason.damaged',
  quality_problem: 'reason.quality_problem',
  wrong_item: 'reason.wrong_item',
  not_as_described: 'reason.not_as_described',
  other: 'reason.other',
} as const;

const STYLE_EXTRA = `<style>
.rma{background:#fff;border-radius:12px;padding:12px 14px;margin:0 0 12px;border:1px solid #eee}
.rma h2{font-size:15px;margin:0 0 4px}.rma p{margin:0 0 6px;font-size:13px}
.state{display:inline-block;padding:0 8px;border-radius:10px;background:#fff1f0;color:#c8102e;font-size:12px}
.row{display:flex;gap:8px;flex-wrap:wrap}.row form{flex:1}
.row button,.go{width:100%;text-align:center;padding:10px;margin:4px 0}
input,select{box-sizing:border-box;width:100%;padding:10px;margin:4px 0 8px;border:1px solid #ddd;border-radius:8px;font:inherit}
.notice{background:#fff;border-left:3px solid #c8102e;padding:8px 10px}
</style>`;

/** The token form every visit starts with (the token never travels in the address). */
export function tokenPage(lang: Lang, wrong: boolean): string {
  const t = storeSimMessages[lang];
  const action = `${STORE_SIM_PAGE}?lang=${encodeURIComponent(lang)}`;
  return page(
    lang,
    t.title,
    `${STYLE_EXTRA}<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.intro)}</p>
${wrong ? `<p class="warn" role="alert">${escapeHtml(t.wrongToken)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"><label>${escapeHtml(t.token)}
<input type="password" name="token" autocomplete="off" required></label>
<small>${escapeHtml(t.tokenHint)}</small><button type="submit" class="go">${escapeHtml(t.enter)}</button></form>`,
  );
}

/**
 * The inbox with a form per move the application allows: approve or reject (with a reason) while applied,
 * receive while the return is on its way. Every form carries the token as a hidden field (the page is
 * no-store and sends no referrer) and the state filter, so the answer is the same list again.
 */
export function inboxPage(
  lang: Lang,
  p: { token: string; state: AfterSaleState | null; rows: readonly InboxRow[]; notice: string | null },
): string {
  const t = storeSimMessages[lang];
  const states = afterSaleStateMessages[lang];
  const action = escapeHtml(`${STORE_SIM_PAGE}?lang=${encodeURIComponent(lang)}`);
  const hidden = (extra: Record<string, string>) =>
    Object.entries({ token: p.token, state: p.state ?? '', ...extra })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('');
  const move = (rmaNo: string, act: string, label: string, more = '') =>
    `<form method="post" action="${action}">${hidden({ rmaNo, act })}${more}<button type="submit" data-act="${act}">${escapeHtml(label)}</button></form>`;
  const options = ['', ...afterSaleStateSchema.options]
    .map(
      (s) =>
        `<option value="${s}"${s === (p.state ?? '') ? ' selected' : ''}>${escapeHtml(s === '' ? t.all : states[s as AfterSaleState])}</option>`,
    )
    .join('');
  const rows = p.rows
    .map((r) => {
      const moves: string[] = [];
      if (r.state === 'applied') {
        moves.push(move(r.rmaNo, 'approve', t.approve));
        moves.push(
          move(
            r.rmaNo,
            'reject',
            t.reject,
            `<input name="reason" required maxlength="100" aria-label="${escapeHtml(t.rejectReason)}" placeholder="${escapeHtml(t.rejectPlaceholder)}">`,
          ),
        );
      }
      if (r.state === 'return_shipped') moves.push(move(r.rmaNo, 'receive', t.receive));
      return `<section class="rma" data-rma="${escapeHtml(r.rmaNo)}" data-state="${r.state}">
<h2>${escapeHtml(t.rma(r.rmaNo))} <span class="state">${escapeHtml(states[r.state])}</span></h2>
<p>${escapeHtml(r.item.name)} ${escapeHtml(r.item.specName)} ${escapeHtml(t.quantity(r.quantity))}</p>
<p>${escapeHtml(t[REASON_KEYS[r.reasonCode]])} · ${escapeHtml(t.amount(yuan(r.amountCents)))}</p>
<p><small>${escapeHtml(t.order(r.orderNo))} · ${escapeHtml(t.appliedAt(chinaTime(r.createdAt)))}</small></p>
${moves.length > 0 ? `<div class="row">${moves.join('')}</div>` : ''}</section>`;
    })
    .join('\n');
  return page(
    lang,
    t.title,
    `${STYLE_EXTRA}<h1>${escapeHtml(t.heading)}</h1>
${p.notice ? `<p class="notice" role="status">${escapeHtml(p.notice)}</p>` : ''}
<form method="post" action="${action}">${Object.entries({ token: p.token })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join('')}<label>${escapeHtml(t.filter)}<select name="state">${options}</select></label>
<button type="submit" class="go">${escapeHtml(t.show)}</button></form>
${move('', 'sweep', t.sweep)}
<p>${escapeHtml(t.count(p.rows.length))}</p>
${p.rows.length === 0 ? `<p>${escapeHtml(t.empty)}</p>` : rows}`,
  );
}
