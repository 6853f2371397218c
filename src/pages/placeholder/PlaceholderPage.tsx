import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../app/routeHandle';
import styles from './PlaceholderPage.module.css';

/**
 * Stand-in for a screen that a later piece of work builds. It names the screen so shoppers and QA
 * know where they are, and always offers a way home.
 */
export default function PlaceholderPage() {
  const handle = useRouteHandle();
  return (
    <section className={styles.page} data-testid="placeholder-page">
      <h2 className={styles.name}>{handle?.title ?? 'This page'}</h2>
      <p className={styles.hint}>This service is being prepared and will open soon.</p>
      <Link className={styles.home} to="/index">
        Back to the mall
      </Link>
    </section>
  );
}
