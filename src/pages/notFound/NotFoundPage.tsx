import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { usePageReady } from '../../screen/pageReady';
import { notFoundMessages } from './messages';
import styles from './NotFoundPage.module.css';

/** The catch-all fallback page (spec §2). */
export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  usePageReady(true);
  return (
    <section className={styles.page} data-testid="not-found-page">
      <h2 className={styles.name}>{t.title}</h2>
      <p className={styles.hint}>{t.hint}</p>
      <Link className={styles.home} to="/index">
        {t.backToMall}
      </Link>
    </section>
  );
}
