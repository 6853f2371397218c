import { copy } from '../../bridge/share';
import { useMessages } from '../../i18n/messages';
import { usePressGesture } from '../../ui/gestures';
import { toast } from '../../ui/toast';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

/**
 * The order number, copied by a long press (a button without a click: a tap does nothing) (spec §9: 500 ms) — what a shopper does to paste it into a
 * chat with customer service; toast 已复制. Enter or Space copies too, so a keyboard reaches it.
 */
export function CopyOrderNo({ orderNo }: { orderNo: string }) {
  const t = useMessages(orderMessages);
  const copyNo = () => {
    void copy(orderNo).then((outcome) => toast(outcome.ok ? t.copied : outcome.message));
  };
  const press = usePressGesture({ onLongPress: copyNo });
  return (
    <button
      type="button"
      {...press}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        copyNo();
      }}
      title={t.longPressToCopy}
      aria-description={t.longPressToCopy}
      className={styles.copyable}
      data-testid="order-no"
    >
      {orderNo}
    </button>
  );
}
