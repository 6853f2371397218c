import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PayResult } from '../../../schemas/api/payment';
import { errorMessage, isApiError } from '../../api/errors';
import { fetchPayResult } from '../../api/payment';
import { refreshCounts } from '../../app/counts';
import { PAY_VIEW_CLOSED_EVENT } from '../../bridge/native';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import styles from './common/Orders.module.css';
import { STATUS_TEXT } from './common/orderTexts';
import { EmptyState, ErrorState } from './common/StateViews';
import { payOrder } from './common/useOrderActions';
import { useReshow } from './common/useReshow';

/** How long to keep asking while the cashier's outcome is not recorded yet. */
const PENDING_POLLS = 5;
const POLL_MS = 1000;

type View =
  | { status: 'loading' }
  | { status: 'error'; message: string; handled: boolean }
  | { status: 'ready'; result: PayResult };

function Outcome({ result }: { result: PayResult }) {
  const [paying, setPaying] = useState(false);
  const orderLink = `/order/detail?orderNo=${encodeURIComponent(result.orderNo)}`;
  const payAgain = async () => {
    setPaying(true);
    await payOrder(result.orderNo);
    setPaying(false);
  };
  if (result.payStatus === 'success') {
    return (
      <section className={styles.hero} data-testid="pay-result" data-pay-status="success">
        <h2 className={styles.heroTitle}>Payment successful</h2>
        <p>
          Paid <Price cents={result.paidCents} size="lg" />
        </p>
        <div className={styles.heroButtons}>
          <Link className={styles.secondary} to={orderLink} replace>
            View order
          </Link>
          <Link className={styles.primary} to="/index" replace>
            Continue shopping
          </Link>
        </div>
      </section>
    );
  }
  const title =
    result.payStatus === 'cancelled'
      ? 'Payment cancelled'
      : result.payStatus === 'pending'
        ? 'Payment not finished'
        : 'Payment failed';
  return (
    <section className={styles.hero} data-testid="pay-result" data-pay-status={result.payStatus}>
      <h2 className={styles.heroTitle}>{title}</h2>
      <p>
        To pay <Price cents={result.payableCents} size="lg" />
      </p>
      {!result.canRetry && (
        <p className={styles.muted}>The order is {STATUS_TEXT[result.orderStatus].toLowerCase()}.</p>
      )}
      <div className={styles.heroButtons}>
        <Link className={styles.secondary} to={orderLink} replace>
          View order
        </Link>
        {result.canRetry && (
          <button type="button" className={styles.primary} disabled={paying} onClick={() => void payAgain()}>
            Pay again
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /order/result?orderNo=&payStatus=: the cashier sends the shopper here. The pay view is closed
 * (the app hears the event), then the server says what really happened: the payStatus in the
 * address is only a hint anyone could type.
 */
export default function ResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const hint = params.get('payStatus');
  const [view, setView] = useState<View>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const announced = useRef(false);
  useReshow(() => setAttempt((n) => n + 1));

  useEffect(() => {
    if (announced.current || !orderNo) return;
    announced.current = true;
    window.dispatchEvent(new CustomEvent(PAY_VIEW_CLOSED_EVENT, { detail: { orderNo, payStatus: hint } }));
  }, [orderNo, hint]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger for a retry.
  useEffect(() => {
    if (!orderNo) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (pollsLeft: number) => {
      fetchPayResult(orderNo).then(
        (result) => {
          if (!current) return;
          if (result.payStatus === 'pending' && hint !== null && hint !== 'pending' && pollsLeft > 0) {
            timer = setTimeout(() => ask(pollsLeft - 1), POLL_MS);
            return;
          }
          setView({ status: 'ready', result });
          if (result.payStatus === 'success') void refreshCounts();
        },
        (error: unknown) => {
          if (current)
            setView({
              status: 'error',
              message: errorMessage(error),
              handled: isApiError(error) && error.handled,
            });
        },
      );
    };
    // A re-read (page shown again) keeps the outcome on screen while it asks.
    setView((v) => (v.status === 'ready' ? v : { status: 'loading' }));
    ask(PENDING_POLLS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderNo, hint, attempt]);

  if (!orderNo) return <EmptyState title="No order to show" linkTo="/order/list" linkText="My orders" />;
  if (view.status === 'loading') return <Skeleton variant="list" rows={1} label="Checking the payment" />;
  if (view.status === 'error')
    return view.handled ? null : (
      <ErrorState message={view.message} onRetry={() => setAttempt((n) => n + 1)} />
    );
  return (
    <div className={styles.page}>
      <Outcome result={view.result} />
    </div>
  );
}
