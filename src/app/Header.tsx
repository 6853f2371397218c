import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { closeWebView } from '../bridge/native';
import { useMessages } from '../i18n/messages';
import { goBack } from '../lib/navigation';
import { refreshCounts } from '../session/counts';
import styles from './Header.module.css';
import { shellMessages } from './messages';

/** Opened by a tap, so it is not part of the first route's code (its budget, scripts/check-budgets.ts). */
const MoreMenu = lazy(() => import('./MoreMenu').then((m) => ({ default: m.MoreMenu })));

interface Props {
  title: string;
  showMore?: boolean;
}

export function Header({ title, showMore = true }: Props) {
  const t = useMessages(shellMessages);
  const location = useLocation();
  // The menu belongs to the location it was opened on, so a route change closes it by itself.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;
  const closeMenu = () => setOpenedAt(null);

  const toggle = () => {
    if (!menuOpen) void refreshCounts();
    setOpenedAt(menuOpen ? null : location.key);
  };

  return (
    <header className={styles.header} data-testid="mall-header">
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t.back}
        onClick={() => goBack(closeWebView)}
      >
        ‹
      </button>
      <h1 className={styles.title}>{title}</h1>
      {showMore ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t.more}
          aria-expanded={menuOpen}
          onClick={toggle}
        >
          ⋯
        </button>
      ) : (
        <span />
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MoreMenu title={title} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
