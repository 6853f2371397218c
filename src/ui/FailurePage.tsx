import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import styles from './FailurePage.module.css';
import { SignalGlyph } from './icons';

export interface FailurePageProps {
  onReload: () => void;
  /** Default: the spec's 'Oops, poor signal, failed to load~' in the visit's language. */
  message?: string;
  reloadText?: string;
}

/** The default failure page (spec §2): shown when a page's data could not be loaded. */
export function FailurePage({ onReload, message, reloadText }: FailurePageProps) {
  const t = useMessages(uiCoreMessages);
  return (
    <section className={styles.page}>
      <SignalGlyph />
      <p className={styles.message}>{message ?? t.failure}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {reloadText ?? t.reload}
      </button>
    </section>
  );
}
