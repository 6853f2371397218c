import { useId } from 'react';
import type { OrderAction } from '../../../schemas/api/order-status';
import { commonMessages } from '../../../schemas/i18n/common';
import { useMessages } from '../../i18n/messages';
import { ActionSheet } from '../../ui/ActionSheet';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

/** How many buttons one row holds at 375 px; more go under 更多 (JD's order list and detail). */
export const ROW_BUTTONS = 3;

const isMain = (action: OrderAction): boolean => action === 'pay' || action === 'receive';

/**
 * The actions shown in the row and those under 更多: the main one (pay, confirm receipt) always shows, at
 * the right end; when they do not all fit, the row keeps ROW_BUTTONS − 1 of them and a 更多 button.
 */
export function splitActions(actions: readonly OrderAction[]): {
  row: OrderAction[];
  more: OrderAction[];
} {
  // Main last: the row reads left to right towards the step that moves the order on.
  const ordered = [...actions.filter((a) => !isMain(a)), ...actions.filter(isMain)];
  if (ordered.length <= ROW_BUTTONS) return { row: ordered, more: [] };
  const shown = ordered.slice(ordered.length - (ROW_BUTTONS - 1));
  return { row: shown, more: ordered.slice(0, ordered.length - shown.length) };
}

/**
 * The order's actions as the server offers them, in one row (they wrapped into a staircase);
 * what does not fit is under 更多 at the row's left, an action sheet as JD has it.
 */
export function OrderActionBar({
  actions,
  disabled,
  onAction,
}: {
  actions: readonly OrderAction[];
  disabled: boolean;
  onAction: (action: OrderAction) => void;
}) {
  const t = useMessages(orderMessages);
  const common = useMessages(commonMessages);
  // One sheet per bar (a list has many): its own value in the address, so back closes it.
  const sheet = useHistorySheet('orderMore', useId().replace(/[^a-zA-Z0-9]/g, ''));
  if (actions.length === 0) return null;
  const { row, more } = splitActions(actions);
  return (
    <div className={styles.actions}>
      {more.length > 0 && (
        <>
          <button type="button" className={styles.more} disabled={disabled} onClick={sheet.show}>
            {common.more}
          </button>
          <ActionSheet
            sheet={sheet}
            actions={more.map((action) => ({ name: t[`action.${action}`], action }))}
            onSelect={(choice) => onAction(choice.action)}
          />
        </>
      )}
      {row.map((action) => (
        <button
          key={action}
          type="button"
          className={isMain(action) ? styles.actionMain : styles.action}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          {t[`action.${action}`]}
        </button>
      ))}
    </div>
  );
}
