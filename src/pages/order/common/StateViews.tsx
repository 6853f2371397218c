import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FailurePage } from '../../../ui/FailurePage';
import styles from './StateViews.module.css';

/** The failure page with the server's reason under it, when it has one worth showing. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div data-testid="error-state">
      <FailurePage onReload={onRetry} reloadText="Retry" />
      {message && <p className={styles.reason}>{message}</p>}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  linkTo = '/index',
  linkText = 'Go shopping',
}: {
  title: string;
  children?: ReactNode;
  linkTo?: string;
  linkText?: string;
}) {
  return (
    <section className={styles.empty} data-testid="empty-state">
      <p className={styles.emptyTitle}>{title}</p>
      {children}
      <Link className={styles.emptyLink} to={linkTo}>
        {linkText}
      </Link>
    </section>
  );
}
