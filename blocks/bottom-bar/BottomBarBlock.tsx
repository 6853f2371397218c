import { useRef } from 'react';
import { useBlockRuntime } from '../runtime';
import { BlockLink } from '../shared/BlockLink';
import { usePublishBottomBar } from '../shared/bottomBarHeight';
import { cartBadgeText, cartItemsLabel } from '../shared/cart';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import styles from './BottomBarBlock.module.css';
import { bottomBarMessages } from './messages';

/**
 * Fixed bottom tab bar of 2-5 items; the active item shows its active icon, and an item with
 * `badge: 'cart'` shows the cart count. Padded by the bottom safe-area inset (home indicator).
 */
export default function BottomBarBlock({ block }: BlockProps<'bottomBar'>) {
  const { items, activeKey } = block.props;
  const { cartCount } = useBlockRuntime();
  const t = useBlockMessages(bottomBarMessages);
  const shared = useBlockMessages(blockSharedMessages);
  // The page's spacer and floating buttons clear the bar as tall as it really is (large text grows it).
  const list = useRef<HTMLUListElement>(null);
  usePublishBottomBar(list);
  return (
    <nav className={styles.bar} aria-label={t.main}>
      <ul className={styles.list} ref={list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const icon = active && item.activeIcon ? item.activeIcon : item.icon;
          const badge = item.badge === 'cart' ? cartBadgeText(cartCount) : null;
          const items = badge ? cartItemsLabel(cartCount, shared) : null;
          return (
            <li key={item.key} className={styles.item}>
              <BlockLink
                link={item.link}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                ariaCurrent={active ? 'page' : undefined}
              >
                <span className={styles.iconSlot}>
                  <img className={styles.icon} src={icon.src} alt="" width={24} height={24} />
                  {badge && (
                    <span className={styles.badge} aria-hidden="true">
                      {badge}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{item.label}</span>
                {/* The count is read after the visible label, never instead of it (label in name). */}
                {items && <span className={styles.srOnly}>{shared.withCount('', items)}</span>}
              </BlockLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
