import type { SyncKeyValue } from '../../session/flowDeps';
import { PENDING_BUY_PREFIX } from '../../session/keys';

/**
 * A buy started while signed out: the shopper chose a SKU and a quantity and tapped Add to cart (or Buy
 * now), the server answered 0003, and the page left for the bank sign-on. The sign-on comes back to this
 * product's address, a new page with a fresh picker; this remembers what was asked so the page restores
 * the choice and completes the buy once the session is there.
 */
export interface PendingBuy {
  action: 'cart' | 'buy';
  skuNo: string;
  quantity: number;
  /** When it was asked (ms): a sign-on abandoned long ago must not buy on a later visit. */
  at: number;
}

/** A sign-on round trip takes seconds; anything older was abandoned. */
export const PENDING_BUY_TTL_MS = 10 * 60 * 1000;

const keyOf = (spuNo: string) => `${PENDING_BUY_PREFIX}${spuNo}`;

/** Kept in session storage: this tab's visit only, and it survives the trip to the SSO page and back. */
export function rememberPendingBuy(store: SyncKeyValue, spuNo: string, buy: PendingBuy): void {
  try {
    store.setItem(keyOf(spuNo), JSON.stringify(buy));
  } catch {
    // Storage full or denied: the shopper repeats the tap after signing on, as before.
  }
}

export function forgetPendingBuy(store: SyncKeyValue, spuNo: string): void {
  store.removeItem(keyOf(spuNo));
}

function parse(raw: string | null, now: number): PendingBuy | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PendingBuy>;
    const fresh = typeof v.at === 'number' && now - v.at >= 0 && now - v.at <= PENDING_BUY_TTL_MS;
    const ok =
      (v.action === 'cart' || v.action === 'buy') &&
      typeof v.skuNo === 'string' &&
      typeof v.quantity === 'number' &&
      Number.isInteger(v.quantity) &&
      v.quantity >= 1;
    return ok && fresh ? (v as PendingBuy) : null;
  } catch {
    return null;
  }
}

/** The pending buy without taking it (to show the choice again while the sign-on completes). */
export function peekPendingBuy(store: SyncKeyValue, spuNo: string, now: number): PendingBuy | null {
  return parse(store.getItem(keyOf(spuNo)), now);
}

/**
 * Takes the pending buy: it is removed before the caller acts on it, so a reload, a second render or a
 * second sign-on can never repeat the add.
 */
export function takePendingBuy(store: SyncKeyValue, spuNo: string, now: number): PendingBuy | null {
  const found = peekPendingBuy(store, spuNo, now);
  forgetPendingBuy(store, spuNo);
  return found;
}
