import styles from './Loading.module.css';
import { loadingStore } from './loadingStore';
import { useStore } from './useStore';

/** The global request indicator: visible while loading.begin() calls outnumber their ends. Mount once. */
export function LoadingHost({ label = 'Loading' }: { label?: string }) {
  const count = useStore(loadingStore);
  if (count <= 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={label}>
      <span className={styles.spinner} />
    </div>
  );
}
