import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CANCEL_REASONS, type OrderDetail } from '../../../schemas/api/order';
import { errorMessage, isApiError } from '../../api/errors';
import { applyCancelTransaction, cancelOrder, fetchCancelReasons, fetchOrderDetail } from '../../api/order';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

interface Loaded {
  order: OrderDetail;
  reasons: string[];
}

function CancelForm({ order, reasons }: Loaded) {
  const t = useMessages(orderMessages);
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const refund = order.status === 'paid';

  const submit = async () => {
    if (!reason) {
      setError('Choose a reason first');
      return;
    }
    setError('');
    setSending(true);
    try {
      await (refund ? applyCancelTransaction(order.orderNo, reason) : cancelOrder(order.orderNo, reason));
      toast(refund ? 'Cancelled; the refund is on its way' : 'Order cancelled', 2000);
      navigate(`/order/detail?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
    } catch (e) {
      // The chosen reason stays so the shopper can simply try again.
      if (!(isApiError(e) && e.handled)) setError(errorMessage(e));
      setSending(false);
    }
  };

  return (
    <div className={styles.page} data-testid="cancel-page">
      <section className={styles.card}>
        <p>
          Order {order.orderNo} · {t[`status.${order.status}`]}
        </p>
        {refund && (
          <p className={styles.muted}>
            This order is paid: cancelling it refunds ¥{formatYuan(order.amounts.payableCents)} to your
            original payment method.
          </p>
        )}
      </section>
      <section className={styles.card}>
        <fieldset className={styles.reasons}>
          <legend className={styles.sectionTitle}>Why are you cancelling?</legend>
          {reasons.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name="cancel-reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              <span>{r}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </section>
      <div className={styles.footer}>
        <Link
          className={styles.secondary}
          to={`/order/detail?orderNo=${encodeURIComponent(order.orderNo)}`}
          replace
        >
          Keep the order
        </Link>
        <button type="button" className={styles.primary} disabled={sending} onClick={() => void submit()}>
          {refund ? 'Cancel and refund' : 'Cancel order'}
        </button>
      </div>
    </div>
  );
}

/** /order/cancelOrder?orderNo=: unpaid orders are cancelled; paid ones cancelled with a refund. */
export default function CancelPage() {
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const { state, reload } = useScreenData(
    async (): Promise<Loaded> => {
      const [order, reasons] = await Promise.all([
        fetchOrderDetail(orderNo),
        fetchCancelReasons().catch((): string[] => [...CANCEL_REASONS]),
      ]);
      return { order, reasons: reasons.length > 0 ? reasons : [...CANCEL_REASONS] };
    },
    {
      key: orderNo,
      enabled: orderNo !== '',
      // Only orders awaiting payment or paid can be cancelled; the others get a way back to the order.
      isEmpty: ({ order }) => order.status !== 'awaiting_payment' && order.status !== 'paid',
    },
  );
  const toOrder = (no: string) => `/order/detail?orderNo=${encodeURIComponent(no)}`;
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={2} label={t.loadingOrder} />}
      idle={<EmptyState title={t.noOrderToCancel} linkTo="/order/list" linkText={t.myOrders} />}
      empty={
        state.status === 'empty' && (
          <EmptyState
            title={t.cannotCancel(t[`status.${state.data.order.status}`])}
            linkTo={toOrder(state.data.order.orderNo)}
            linkText={t.viewOrder}
          />
        )
      }
    >
      {(loaded) => <CancelForm {...loaded} />}
    </ScreenStates>
  );
}
