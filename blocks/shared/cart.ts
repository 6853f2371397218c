import type { Link } from '../../schemas/booth/link';
import type { BlockSharedTexts } from './messages';

/** The cart route as a link, so opening it goes through runtime.openLink like every other tap. */
export const CART_LINK: Link = { linkType: 'url', url: '/mbankmall/shoppingCart' };

/** Badge text: nothing at 0, the number up to 99, '99+' above. */
export function cartBadgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** Screen-reader wording of the badge: '1 item', '5 items', '99+ items' (3 件商品); null when empty. */
export function cartItemsLabel(count: number, t: BlockSharedTexts): string | null {
  const text = cartBadgeText(count);
  if (text === null) return null;
  return t.items(text, text === '1');
}
