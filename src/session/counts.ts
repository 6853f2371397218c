import { fetchCartCount, fetchUnreadCount } from '../api/shell';
import { createStore } from '../ui/store';
import { useStore } from '../ui/useStore';
import { getUserCode } from './userStore';

interface Counts {
  cart: number;
  unread: number;
}

// The mall's one observable-state mechanism (src/ui/store), not a second library for two numbers
// (docs/decisions/0014-one-store-for-ui-state.md).
const store = createStore<Counts>({ cart: 0, unread: 0 });

function put(key: keyof Counts, value: number): void {
  store.set((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }));
}

/**
 * How many times a screen has set each badge from an answer of its own (add to cart, a cart edit). A read
 * that was already travelling when such a write happened carries the count from before it, so it must not
 * overwrite it: the shopper would see the badge drop back to 0 right after adding.
 */
const writes = { cart: 0, unread: 0 };

/** Badge counts shared by the header, the cart icon and the cart page so they never disagree. */
export const counts: Counts = {
  get cart() {
    return store.get().cart;
  },
  set cart(cart: number) {
    writes.cart += 1;
    put('cart', cart);
  },
  get unread() {
    return store.get().unread;
  },
  set unread(unread: number) {
    writes.unread += 1;
    put('unread', unread);
  },
};

export const useCounts = (): Counts => useStore(store);

/**
 * How long a read of both badges answers every later caller. Several callers ask in one page view:
 * boot() on start, the product page when it mounts (for a shopper arriving there inside the SPA), the
 * header's menu, a resumed web view; opening a product page directly used to ask the server twice for
 * each count. Writes that change a badge (add to cart, cart edits) set it from their own
 * answer, so a read this young is never stale for this shopper.
 */
export const COUNTS_FRESH_MS = 3000;

let inFlight: { user: string; done: Promise<void> } | null = null;
let lastRead: { user: string; at: number } | null = null;

async function readCounts(user: string): Promise<void> {
  const before = { ...writes };
  const [cart, unread] = await Promise.allSettled([fetchCartCount(), fetchUnreadCount()]);
  // The shopper may have changed while the answers travelled; another user's counts are not shown.
  if (getUserCode() !== user) return;
  if (cart.status === 'fulfilled' && writes.cart === before.cart) put('cart', cart.value);
  if (unread.status === 'fulfilled' && writes.unread === before.unread) put('unread', unread.value.count);
  // Only a complete read spares the next caller; a failed one is retried by whoever asks next.
  if (cart.status === 'fulfilled' && unread.status === 'fulfilled') lastRead = { user, at: Date.now() };
}

/**
 * Re-reads both badges; silent because badges must never flash the loading indicator. Callers at the
 * same moment share one request per count, and a read younger than COUNTS_FRESH_MS for the same shopper
 * is reused; `force` asks again regardless (after something else may have changed the counts).
 */
export function refreshCounts(opts: { force?: boolean } = {}): Promise<void> {
  const user = getUserCode();
  if (!user) return Promise.resolve();
  if (inFlight?.user === user) return inFlight.done;
  if (!opts.force && lastRead?.user === user && Date.now() - lastRead.at < COUNTS_FRESH_MS) {
    return Promise.resolve();
  }
  const done = readCounts(user).finally(() => {
    if (inFlight?.done === done) inFlight = null;
  });
  inFlight = { user, done };
  return done;
}

/** Tests only: forget the reads so far. */
export function resetCountsForTest(): void {
  inFlight = null;
  lastRead = null;
  put('cart', 0);
  put('unread', 0);
}
