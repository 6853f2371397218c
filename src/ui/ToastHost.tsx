import styles from './Toast.module.css';
import { toastStore } from './toast';
import { useStore } from './useStore';

/**
 * Shows the toast from toast(). The live region is always mounted so screen readers announce each
 * new message; the message is plain text (server messages are never parsed as HTML). Mount once.
 */
export function ToastHost() {
  const current = useStore(toastStore);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {current && (
        <span key={current.id} className={styles.toast}>
          {current.message}
        </span>
      )}
    </div>
  );
}
