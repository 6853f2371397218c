import { formatDateTime } from '../i18n/format';
import { useMessages } from '../i18n/messages';
import styles from '../ui/FailurePage.module.css';
import { boothMessages } from './messages';

/** A page whose first version opens later: "coming soon" with its start in Beijing time, and a reload. */
export function ComingSoon({ opensAt, onReload }: { opensAt: number; onReload: () => void }) {
  const t = useMessages(boothMessages);
  return (
    <section className={styles.page} data-testid="booth-coming-soon">
      <h2 className={styles.message}>{t.comingSoon}</h2>
      <p className={styles.message}>{t.opensAt(formatDateTime(opensAt))}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {t.reload}
      </button>
    </section>
  );
}
