import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import styles from './Loading.module.css';
import { loadingStore } from './loadingStore';
import { useStore } from './useStore';

/** The global request indicator: visible while loading.begin() calls outnumber their ends. Mount once. */
export function LoadingHost({ label }: { label?: string }) {
  const t = useMessages(uiCoreMessages);
  const count = useStore(loadingStore);
  if (count <= 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={label ?? t.loading}>
      <span className={styles.spinner} />
    </div>
  );
}
