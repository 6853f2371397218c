import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import { Empty, type EmptyKind } from '../ui/Empty';
import { FailurePage } from '../ui/FailurePage';
import { screenMessages } from './messages';
import styles from './StateViews.module.css';

/** The failure page with the server's reason under it, when it has one worth showing. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const common = useMessages(commonMessages);
  const t = useMessages(screenMessages);
  return (
    <div data-testid="error-state">
      <FailurePage onReload={onRetry} reloadText={common.retry} />
      {message && <p className={styles.reason}>{t.failedReason(message)}</p>}
    </div>
  );
}

/** Nothing to show, with the kit's drawing for what is missing, and always a way on (the mall by default). */
export function EmptyState({
  kind,
  title,
  children,
  linkTo = '/index',
  linkText,
}: {
  kind: EmptyKind;
  title: string;
  children?: ReactNode;
  linkTo?: string;
  linkText?: string;
}) {
  const t = useMessages(screenMessages);
  return (
    <section data-testid="empty-state">
      <Empty kind={kind} description={title}>
        {children}
        <Link className={styles.emptyLink} to={linkTo}>
          {linkText ?? t.goShopping}
        </Link>
      </Empty>
    </section>
  );
}

/**
 * The first request answered 0003 and the sign-on is under way (the API client started it). The page
 * loads again by itself on the new session; the button is for a sign-on that was abandoned.
 */
export function SigningInState({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(screenMessages);
  return (
    <section className={styles.empty} data-testid="signing-in-state" role="status">
      <p className={styles.emptyTitle}>{t.signingIn}</p>
      <p>{t.signingInHint}</p>
      <button type="button" className={styles.emptyLink} onClick={onRetry}>
        {t.signInAgain}
      </button>
    </section>
  );
}
