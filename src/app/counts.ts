import { proxy, useSnapshot } from 'valtio';
import { fetchCartCount, fetchUnreadCount } from '../api/shell';
import { getUserCode } from '../session/userStore';

/** Badge counts shared by the header, the cart icon and the cart page so they never disagree. */
export const counts = proxy({ cart: 0, unread: 0 });

export const useCounts = () => useSnapshot(counts);

/** Re-reads both badges; silent because badges must never flash the loading indicator. */
export async function refreshCounts(): Promise<void> {
  if (!getUserCode()) return;
  const [cart, unread] = await Promise.allSettled([fetchCartCount(), fetchUnreadCount()]);
  if (cart.status === 'fulfilled') counts.cart = cart.value;
  if (unread.status === 'fulfilled') counts.unread = unread.value.count;
}
