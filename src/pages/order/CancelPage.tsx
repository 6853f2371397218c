import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { cancelRequestSchema, type OrderDetail } from '../../../schemas/api/order';
import { cancelReasonsIn } from '../../../schemas/i18n/cancelReasons';
import { z } from '../../../schemas/zod';
import { applyCancelTransaction, cancelOrder, fetchCancelReasons, fetchOrderDetail } from '../../api/order';
import { formatMoney } from '../../i18n/format';
import { getLang } from '../../i18n/lang';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { checkForm } from '../../ui/form/zodMessages';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { orderFormMessages } from './formMessages';
import { orderMessages } from './messages';
import styles from './Orders.module.css';

const cancelReasonSchema = z.pick(cancelRequestSchema, { reason: true });

interface Loaded {
  order: OrderDetail;
  reasons: string[];
}

function CancelForm({ order, reasons }: Loaded) {
  const t = useMessages(orderMessages);
  const f = useMessages(orderFormMessages);
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const refund = order.status === 'paid';
  const submitText = refund ? t['action.applyCancel'] : t['action.cancel'];

  const sending = useAction(
    (_code: string, why: string) =>
      refund ? applyCancelTransaction(order.orderNo, why) : cancelOrder(order.orderNo, why),
    {
      onDone: () => {
        toast(refund ? f.cancelledRefund : f.cancelled, 2000);
        navigate(`/order/detail?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
      },
      // The chosen reason stays so the shopper can simply try again.
      onError: (_error, message) => {
        if (message !== null) setError(message);
        return true;
      },
    },
  );

  const submit = async () => {
    // The server's own rule for a reason, explained in the shopper's words.
    const checked = checkForm(
      cancelReasonSchema,
      { reason },
      { reason: { name: f.reasonField, choose: true } },
    );
    if (!checked.ok) {
      setError(checked.errors.reason ?? '');
      return;
    }
    setError('');
    await sending.run(reason);
  };

  return (
    <div className={styles.page} data-testid="cancel-page">
      <section className={styles.card}>
        <p>{f.orderLine(order.orderNo, t[`status.${order.status}`])}</p>
        {refund && <p className={styles.muted}>{f.refundNote(formatMoney(order.amounts.payableCents))}</p>}
      </section>
      <section className={styles.card}>
        <fieldset className={styles.reasons} aria-describedby={error ? 'cancel-reason-error' : undefined}>
          <legend className={styles.sectionTitle}>{f.whyCancel}</legend>
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
          <p id="cancel-reason-error" className={styles.error} role="alert">
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
          {f.keepOrder}
        </Link>
        <button
          type="button"
          className={styles.primary}
          disabled={sending.busy}
          onClick={() => void submit()}
        >
          {submitText}
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
        fetchCancelReasons().catch((): string[] => []),
      ]);
      return { order, reasons: reasons.length > 0 ? reasons : cancelReasonsIn(getLang()) };
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
      idle={<EmptyState kind="orders" title={t.noOrderToCancel} linkTo="/order/list" linkText={t.myOrders} />}
      empty={
        state.status === 'empty' && (
          <EmptyState
            kind="orders"
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
