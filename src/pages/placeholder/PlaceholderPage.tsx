import { Link } from 'react-router-dom';
import { usePageReady } from '../../app/pageReady';
import { useRouteHandle } from '../../app/routeHandle';
import { useMessages } from '../../i18n/messages';
import { placeholderMessages } from './messages';
import styles from './PlaceholderPage.module.css';

/**
 * Stand-in for a screen that a later piece of work builds. It names the screen so shoppers and QA
 * know where they are, and always offers a way home. It has nothing to load, so it releases the
 * skeleton at once: a route flagged for the skeleton ahead of its real screen must not keep it forever.
 */
export default function PlaceholderPage() {
  const handle = useRouteHandle();
  const t = useMessages(placeholderMessages);
  usePageReady(true);
  return (
    <section className={styles.page} data-testid="placeholder-page">
      <h2 className={styles.name}>{handle?.title ?? t.thisPage}</h2>
      <p className={styles.hint}>{t.preparing}</p>
      <Link className={styles.home} to="/index">
        {t.backToMall}
      </Link>
    </section>
  );
}
