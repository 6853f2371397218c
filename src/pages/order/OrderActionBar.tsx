import type { OrderAction } from '../../../schemas/api/order-status';
import { useMessages } from '../../i18n/messages';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

/** The order's actions as the server offers them; the main one (pay, confirm receipt) stands out. */
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
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'pay' || action === 'receive' ? styles.actionMain : styles.action}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          {t[`action.${action}`]}
        </button>
      ))}
    </div>
  );
}
