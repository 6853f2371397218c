import styles from './FailurePage.module.css';
import { SignalGlyph } from './icons';

export const FAILURE_MESSAGE = 'Oops, poor signal, failed to load~';

export interface FailurePageProps {
  onReload: () => void;
  message?: string;
  reloadText?: string;
}

/** The default failure page (spec §2): shown when a page's data could not be loaded. */
export function FailurePage({
  onReload,
  message = FAILURE_MESSAGE,
  reloadText = 'reload',
}: FailurePageProps) {
  return (
    <section className={styles.page}>
      <SignalGlyph />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {reloadText}
      </button>
    </section>
  );
}
