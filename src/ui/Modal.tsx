import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import { CloseIcon } from './icons';
import styles from './Modal.module.css';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export interface ModalProps {
  title: string;
  children?: ReactNode;
  /** The button row. */
  actions: ReactNode;
  /** Shows the close button and lets Esc close. */
  closable?: boolean;
  onClose?: () => void;
  closeLabel?: string;
  /** Renders the body area; off for a title-only dialog so no empty padding shows. */
  hasBody?: boolean;
}

/**
 * A centred dialog: role=dialog, aria-modal, labelled by its title, focus kept inside.
 * The mask does not close it: a dialog asks for an answer (use Popup for dismissible sheets).
 * Rendered into document.body so no ancestor's overflow or transform can clip it.
 */
export function Modal({
  title,
  children,
  actions,
  closable = false,
  onClose,
  closeLabel,
  hasBody = true,
}: ModalProps) {
  const t = useMessages(uiCoreMessages);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  // The page behind a dialog stays still; a modal over a sheet keeps the one lock.
  useScrollLock(true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closable && onClose) {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div className={styles.mask}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {hasBody && <div className={styles.body}>{children}</div>}
        <div className={styles.actions}>{actions}</div>
        {closable && onClose && (
          <button type="button" className={styles.close} aria-label={closeLabel ?? t.close} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
