import { Link } from 'react-router-dom';
import type { Address } from '../../../schemas/api/address';
import type { OrderDetail } from '../../../schemas/api/order';
import { changeReceiveAddress } from '../../api/order';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { AddressSheet } from '../order/AddressSheet';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { reviewOffer } from './reviewOffer';

/** The order detail's entries for reviews, the receiver change and the timers. */

const ADDRESS_CHANGEABLE: readonly OrderDetail['status'][] = ['awaiting_payment', 'paid'];

/** When the timers move the order on by themselves: received for a shipped one, completed for a received one. */
export function OrderTimerNote({ order }: { order: OrderDetail }) {
  const t = useMessages(commentMessages);
  if (order.status === 'shipped' && order.autoReceiveAt !== undefined) {
    return (
      <p className={styles.muted} data-testid="auto-receive-at">
        {t.autoReceiveAt(formatDateTime(order.autoReceiveAt))}
      </p>
    );
  }
  if (order.status === 'received' && order.autoCompleteAt !== undefined) {
    return <p className={styles.muted}>{t.autoCompleteAt(formatDateTime(order.autoCompleteAt))}</p>;
  }
  return null;
}

/** 评价 / Write a review and 查看评价 for a store part of a received order. */
export function ReviewEntry({ order, orderStoreNo }: { order: OrderDetail; orderStoreNo: string }) {
  const t = useMessages(commentMessages);
  const offer = reviewOffer(order, orderStoreNo);
  if (!offer.write && !offer.view) return null;
  const no = encodeURIComponent(orderStoreNo);
  return (
    <div className={styles.entries}>
      {offer.view && (
        <Link className={styles.secondary} to={`/order/myComment/${no}`} data-testid="view-reviews">
          {t.viewReviews}
        </Link>
      )}
      {offer.write && (
        <Link className={styles.secondary} to={`/order/writeComment/${no}`} data-testid="write-review">
          {t.write}
        </Link>
      )}
    </div>
  );
}

/** 修改地址 / Change address while the order has not shipped: pick a saved address, the server checks. */
export function AddressChangeEntry({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const t = useMessages(commentMessages);
  const sheet = useHistorySheet('sheet', 'changeAddress');
  const changing = useAction(
    (_code: string, addressId: number) => changeReceiveAddress({ orderNo: order.orderNo, addressId }),
    {
      onDone: () => {
        toast(t.addressChanged);
        onChanged();
      },
    },
  );
  const busy = changing.busy;
  if (!ADDRESS_CHANGEABLE.includes(order.status)) return null;

  const choose = async (address: Address) => {
    sheet.hide();
    await changing.run(address.addressId);
  };

  return (
    <>
      <div className={styles.entries}>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={sheet.show}
          data-testid="change-address"
        >
          {t.changeAddress}
        </button>
      </div>
      <AddressSheet open={sheet.open} onClose={sheet.hide} chosenId={null} onChoose={(a) => void choose(a)} />
    </>
  );
}
