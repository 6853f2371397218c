import { Link } from 'react-router-dom';
import styles from '../placeholder/PlaceholderPage.module.css';

/** The catch-all fallback page (spec §2). */
export function NotFoundPage() {
  return (
    <section className={styles.page} data-testid="not-found-page">
      <h2 className={styles.name}>Page not found</h2>
      <p className={styles.hint}>The page you opened does not exist or has moved.</p>
      <Link className={styles.home} to="/index">
        Back to the mall
      </Link>
    </section>
  );
}
