import { useEffect, useRef } from 'react';
import { BlockLink } from '../shared/BlockLink';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import { navBarMessages } from './messages';
import styles from './NavBarBlock.module.css';

/**
 * Top tab strip (e.g. the category tabs): scrolls sideways when the tabs do not fit and scrolls
 * the active tab into view on mount. Sticky, so it also works if a renderer puts it in the flow.
 */
export default function NavBarBlock({ block }: BlockProps<'navBar'>) {
  const t = useBlockMessages(navBarMessages);
  const { items, activeKey } = block.props;
  const activeRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    // In the next frame, just before its layout and paint: scrolling needs the tabs' layout, and read
    // there it is the layout the frame does anyway, not one forced inside React's commit for the whole
    // page (on a 200-block page that forced layout was a third of the booth's render).
    // Optional call: older webviews and test DOMs may lack scrollIntoView options.
    const frame = requestAnimationFrame(() =>
      activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <nav className={styles.bar} aria-label={t.pageTabs}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} ref={active ? activeRef : undefined} className={styles.item}>
              <BlockLink
                link={item.link}
                className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                ariaCurrent={active ? 'page' : undefined}
                replace
              >
                {item.icon && (
                  <img className={styles.icon} src={item.icon.src} alt="" width={20} height={20} />
                )}
                {item.label}
              </BlockLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
