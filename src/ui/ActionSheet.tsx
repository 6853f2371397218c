import { useEffect, useRef } from 'react';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import styles from './ActionSheet.module.css';
import { Popup } from './Popup';
import type { HistorySheet } from './useHistorySheet';

export interface SheetAction {
  name: string;
  /** Smaller second line ('剩余3张'). */
  subname?: string;
  disabled?: boolean;
  /** Red text for destructive actions. */
  danger?: boolean;
}

export interface ActionSheetProps<A extends SheetAction> {
  /** From useHistorySheet: Android back closes the sheet. */
  sheet: Pick<HistorySheet, 'open' | 'hide'>;
  actions: readonly A[];
  /** Called after the sheet has closed (its history entry is gone), so it may navigate. */
  onSelect: (action: A, index: number) => void;
  /** Header above the actions ('选择支付方式'); also the sheet's accessible name. */
  title?: string;
  /** Grey line above the actions; the accessible name when there is no title. */
  description?: string;
  /** The bottom button; default '取消'. */
  cancelText?: string;
}

/**
 * A list of choices sliding up from the bottom with a cancel button (Vant's ActionSheet). Choosing closes
 * the sheet first and reports the choice once the history entry is popped, so a choice that opens a page
 * is not undone by the sheet's own back step.
 */
export function ActionSheet<A extends SheetAction>({
  sheet,
  actions,
  onSelect,
  title,
  description,
  cancelText,
}: ActionSheetProps<A>) {
  const common = useMessages(commonMessages);
  const chosen = useRef<{ action: A; index: number } | null>(null);

  useEffect(() => {
    if (sheet.open || !chosen.current) return;
    const { action, index } = chosen.current;
    chosen.current = null;
    onSelect(action, index);
  }, [sheet.open, onSelect]);

  return (
    <Popup
      open={sheet.open}
      onClose={sheet.hide}
      title={title}
      label={description ?? common.more}
      closable={false}
    >
      {description !== undefined && <p className={styles.description}>{description}</p>}
      <ul className={styles.actions}>
        {actions.map((action, index) => (
          <li key={action.name}>
            <button
              type="button"
              className={`${styles.action} ${action.danger ? styles.danger : ''}`}
              disabled={action.disabled}
              onClick={() => {
                chosen.current = { action, index };
                sheet.hide();
              }}
            >
              <span>{action.name}</span>
              {action.subname !== undefined && <span className={styles.subname}>{action.subname}</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.gap} />
      <button type="button" className={styles.action} onClick={sheet.hide}>
        {cancelText ?? common.cancel}
      </button>
    </Popup>
  );
}
