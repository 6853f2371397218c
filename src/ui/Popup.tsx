import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import { CloseIcon } from './icons';
import styles from './Popup.module.css';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  /** Shown in the sheet's header and used as its accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  /** Close button and Esc; default true. */
  closable?: boolean;
  /** Tapping the mask closes; default true. */
  maskClosable?: boolean;
  closeLabel?: string;
}

/**
 * Bottom sheet over a mask. Controlled: the caller owns `open` (and, for page-like sheets, the
 * history entry that lets Android back close it — see ARCHITECTURE, webview practice).
 */
export function Popup({
  open,
  onClose,
  title,
  label,
  children,
  closable = true,
  maskClosable = true,
  closeLabel,
}: PopupProps) {
  const t = useMessages(uiCoreMessages);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open);
  // A drag on the mask or the sheet's edge must not scroll the page behind (滚动穿透).
  useScrollLock(open);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <>
      <div className={styles.mask} aria-hidden="true" onClick={maskClosable ? onClose : undefined} />
      <div
        ref={ref}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : undefined}
        aria-label={title === undefined ? label : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {(title !== undefined || closable) && (
          <div className={styles.header}>
            {title !== undefined && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {closable && (
              <button
                type="button"
                className={styles.close}
                aria-label={closeLabel ?? t.close}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div className={styles.content}>{children}</div>
      </div>
    </>,
    document.body,
  );
}
