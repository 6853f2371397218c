import { type MouseEvent, useEffect, useRef } from 'react';
import { useBlockRuntime } from '../runtime';
import { linkHref } from '../shared/BlockLink';
import { CART_LINK, cartBadgeText, cartItemsLabel } from '../shared/cart';
import { useFloatingColumn } from '../shared/floatingLane';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useLatest } from '../shared/useLatest';
import type { BlockProps } from '../types';
import styles from './CartButtonBlock.module.css';

/** Spec: the cart opens 200 ms after the tap, so the press feedback shows before the page changes. */
export const CART_OPEN_DELAY_MS = 200;

/** Its lane's floor above the bottom stack: the back-top button (12 + 40 px) and a 12 px gap. */
const CART_LANE_PX = 64;

/**
 * Floating cart icon with the cart count badge; repeated taps within the delay open it once. It keeps to
 * the floating column's lane (ADR 0015): tucked aside while the page moves, never resting on a price.
 */
export default function CartButtonBlock({ block }: BlockProps<'cartButton'>) {
  const { position, bottomOffset } = block.props;
  const runtime = useBlockRuntime();
  const openLink = useLatest(runtime.openLink);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useRef<HTMLAnchorElement>(null);
  const { attributes } = useFloatingColumn(ref);
  useEffect(() => () => clearTimeout(pending.current), []);

  const onClick = (event: MouseEvent) => {
    // A link for long-press and for where it leads; the tap opens the cart after the delay.
    event.preventDefault();
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      openLink.current(CART_LINK);
    }, CART_OPEN_DELAY_MS);
  };

  const t = useBlockMessages(blockSharedMessages);
  const badge = cartBadgeText(runtime.cartCount);
  const items = cartItemsLabel(runtime.cartCount, t);
  return (
    <a
      ref={ref}
      href={linkHref(CART_LINK)}
      className={styles.button}
      data-side={position}
      {...attributes}
      // The operator's offset, but never lower than the lane above the back-top button and the
      // bottom bar + countdown (--mall-bottom-stack, set by the booth renderer).
      style={{
        ...attributes.style,
        bottom: `calc(max(${bottomOffset}px, var(--mall-bottom-stack, 0px) + ${CART_LANE_PX}px) + env(safe-area-inset-bottom, 0px))`,
      }}
      aria-label={items ? t.withCount(t.shoppingCart, items) : t.shoppingCart}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4 4.3 2H1v2h2l3.6 7.6L5.2 14c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4l1.1-2h7.5c.8 0 1.4-.4 1.7-1l3.6-6.5L19.6 4H5.2z" />
      </svg>
      {badge && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}
