/** Marks the result entry that already has its order put behind it (kept in the entry, so a reload sees it). */
const GUARD = 'orderBehindResult';

interface RouterEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (win: Window): RouterEntryState | null => {
  const state: unknown = win.history.state;
  return state && typeof state === 'object' ? (state as RouterEntryState) : null;
};

/** Whether the entry behind this result page is its order's detail page. */
export function hasOrderBehind(win: Window = window): boolean {
  const usr = entryState(win)?.usr;
  return typeof usr === 'object' && usr !== null && GUARD in usr;
}

/**
 * The cashier is a page of the bank's, one entry behind the result it sends the shopper to, and Back
 * would return there ('already paid'). So on arriving, the result entry becomes the order's detail page and
 * the result is pushed again on top of it: Back from the result leads to the order. Done once per result
 * entry (the mark lives in the entry's state, so a reload does not stack another order entry). The entries
 * keep the router's own state shape ({usr, key, idx}), so its popstate handling reads them as its own.
 */
export function putOrderBehindResult(orderNo: string, win: Window = window): void {
  if (hasOrderBehind(win)) return;
  const here = entryState(win);
  const idx = typeof here?.idx === 'number' ? here.idx : 0;
  const detail = new URL(`detail?orderNo=${encodeURIComponent(orderNo)}`, win.location.href);
  const result = win.location.href;
  win.history.replaceState({ usr: null, key: `order-${idx}`, idx }, '', detail.href);
  win.history.pushState(
    { usr: { [GUARD]: true }, key: here?.key ?? `result-${idx + 1}`, idx: idx + 1 },
    '',
    result,
  );
}
