import { useEffect, useRef } from 'react';
import { useMessages } from '../i18n/messages';
import { CART_LINK_DELAY_MS } from '../lib/constants';
import { Badge } from './Badge';
import { badgeLabel } from './badgeText';
import styles from './CartIcon.module.css';
import { uiCoreMessages } from './coreMessages';
import { CartGlyph } from './icons';

export interface CartIconProps {
  count: number;
  /** Navigates to the cart; called CART_LINK_DELAY_MS (200 ms) after the tap. */
  onOpen: () => void;
  className?: string;
}

/**
 * Cart button with its count badge (spec §2). Takes onOpen instead of a route so it works in
 * booth blocks and the header alike. The 200 ms delay lets the press feedback show before the
 * page changes; repeated taps inside the delay open the cart once.
 */
export function CartIcon({ count, onOpen, className }: CartIconProps) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  useEffect(() => () => clearTimeout(pending.current), []);

  const onClick = () => {
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      onOpenRef.current();
    }, CART_LINK_DELAY_MS);
  };

  const t = useMessages(uiCoreMessages);
  const label = count > 0 ? t.cartWithItems(badgeLabel(count)) : t.shoppingCart;
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      onClick={onClick}
    >
      <CartGlyph />
      <Badge count={count} decorative className={styles.badge} />
    </button>
  );
}
