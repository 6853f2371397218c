import { type ReactNode, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePublishBottomBar } from '../../blocks/shared/bottomBarHeight';
import { useMessages } from '../i18n/messages';
import { useHydrated } from '../lib/hydration';
import { TABS, type TabKey, tabOf } from '../screen/tabBar';
import { useCounts } from '../session/counts';
import { Badge } from '../ui/Badge';
import { badgeLabel } from '../ui/badgeText';
import { CartGlyph, CategoryGlyph, HomeGlyph, PersonGlyph } from '../ui/icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { shellMessages } from './messages';
import styles from './TabBar.module.css';

const GLYPHS: Record<TabKey, () => ReactNode> = {
  home: () => <HomeGlyph />,
  category: () => <CategoryGlyph />,
  cart: () => <CartGlyph />,
  mine: () => <PersonGlyph />,
};

/**
 * The bottom tab bar of the four top-level screens: 首页 / 分类 / 购物车 (with the cart count) /
 * 我的, the current one highlighted and marked aria-current. Fixed at the bottom over the safe-area inset;
 * its measured height is published (blocks/shared/bottomBarHeight.ts) so what else sits at the bottom
 * (the cart's submit bar, a booth page's floating buttons) rises above it.
 */
export function TabBar() {
  const t = useMessages(shellMessages);
  const current = tabOf(useLocation().pathname);
  const counts = useCounts();
  // The shopper's own count, never in the server's HTML.
  const cart = useHydrated() ? counts.cart : 0;
  const list = useRef<HTMLUListElement>(null);
  usePublishBottomBar(list);
  const label: Record<TabKey, string> = {
    home: t.home,
    category: t.category,
    cart: t.shoppingCart,
    mine: t.mine,
  };
  return (
    <nav className={styles.bar} aria-label={t.tabs} data-testid="tab-bar">
      <ul className={styles.list} ref={list}>
        {TABS.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key} className={styles.item}>
              <Link
                to={tab.path}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                aria-current={active ? 'page' : undefined}
                replace={active}
              >
                <span className={styles.icon}>
                  {GLYPHS[tab.key]()}
                  {tab.key === 'cart' && <Badge count={cart} decorative className={styles.badge} />}
                </span>
                <span className={styles.label}>{label[tab.key]}</span>
                {/* The count is read after the visible label, never instead of it. */}
                {tab.key === 'cart' && cart > 0 && (
                  <VisuallyHidden>{t.cartItems(badgeLabel(cart))}</VisuallyHidden>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
