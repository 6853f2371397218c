import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import { Empty, type EmptyKind } from '../ui/Empty';
import { FailurePage } from '../ui/FailurePage';
import { screenMessages } from './messages';
import styles from './StateViews.module.css';

/**
 * The default failure page (spec §2, its own 'reload' button) with the server's reason under it, when it
 * has one worth showing.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useMessages(screenMessages);
  return (
    <div data-testid="error-state">
      <FailurePage onReload={onRetry} />
      {message && <p className={styles.reason}>{t.failedReason(message)}</p>}
    </div>
  );
}

/**
 * The server refused with a reason ("you did not win" is not a bad signal): the reason as the
 * headline, a way back to where the shopper came from, and a retry for a refusal that may pass later.
 */
export function RefusedState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(screenMessages);
  const common = useMessages(commonMessages);
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <section className={styles.empty} data-testid="refused-state" role="alert">
      <p className={styles.emptyTitle}>{message}</p>
      <div className={styles.refusedActions}>
        {canGoBack ? (
          <button type="button" className={styles.emptyLink} onClick={() => navigate(-1)}>
            {t.goBack}
          </button>
        ) : (
          <Link className={styles.emptyLink} to="/index">
            {t.goShopping}
          </Link>
        )}
        <button type="button" className={styles.plainAction} onClick={onRetry}>
          {common.retry}
        </button>
      </div>
    </section>
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
