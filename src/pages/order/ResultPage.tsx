import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PayResult } from '../../../schemas/api/payment';
import { fetchPayResult } from '../../api/payment';
import { PAY_VIEW_CLOSED_EVENT } from '../../bridge/native';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { refreshCounts } from '../../session/counts';
import { JOURNEYS, journey } from '../../session/journeys';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import { SceneCoupons } from '../coupon/SceneCoupons';
import { TeamPayNote } from '../groupBuy/TeamPayNote';
import { PlacementSlot } from '../slot/PlacementSlot';
import { amountWording } from './amountWording';
import { orderMessages } from './messages';
import styles from './Orders.module.css';
import { hasOrderBehind, putOrderBehindResult } from './resultHistory';
import { usePayOrder } from './useOrderActions';

/** How long to keep asking while the cashier's outcome is not recorded yet. */
const PENDING_POLLS = 5;
const POLL_MS = 1000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The server's word on the payment. The cashier may land here before its outcome is recorded: while the
 * hint in the address says it finished, ask again a few times (stopping once the load is outdated).
 */
async function settledResult(orderNo: string, hint: string | null, signal: AbortSignal): Promise<PayResult> {
  let result = await fetchPayResult(orderNo);
  for (let left = PENDING_POLLS; left > 0 && !signal.aborted; left -= 1) {
    if (result.payStatus !== 'pending' || hint === null || hint === 'pending') break;
    await pause(POLL_MS, signal);
    if (signal.aborted) break;
    result = await fetchPayResult(orderNo);
  }
  if (result.payStatus === 'success' && !signal.aborted) void refreshCounts();
  return result;
}

function Outcome({ result }: { result: PayResult }) {
  const t = useMessages(orderMessages);
  const navigate = useNavigate();
  const paying = usePayOrder();
  const orderLink = `/order/detail?orderNo=${encodeURIComponent(result.orderNo)}`;
  // The order is the entry behind this one (putOrderBehindResult): going there is going back, so the
  // history holds the order once, and Back from it leaves the order rather than showing it again.
  const viewOrder = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasOrderBehind()) return;
    event.preventDefault();
    navigate(-1);
  };
  const wording = amountWording(result.orderStatus);
  const payAgain = () => paying.run(result.orderNo);
  if (result.payStatus === 'success') {
    return (
      <section className={styles.hero} data-testid="pay-result" data-pay-status="success">
        <h2 className={styles.heroTitle}>{t.paySuccess}</h2>
        <p>
          {t.paid} <Price cents={result.paidCents} size="lg" />
        </p>
        <TeamPayNote orderNo={result.orderNo} />
        <div className={styles.heroButtons}>
          <Link className={styles.secondary} to={orderLink} replace onClick={viewOrder}>
            {t.viewOrder}
          </Link>
          <Link className={styles.primary} to="/index" replace>
            {t.continueShopping}
          </Link>
        </div>
      </section>
    );
  }
  const title =
    result.payStatus === 'cancelled'
      ? t.payCancelled
      : result.payStatus === 'pending'
        ? t.payPending
        : t.payFailed;
  return (
    <section className={styles.hero} data-testid="pay-result" data-pay-status={result.payStatus}>
      <h2 className={styles.heroTitle}>{title}</h2>
      <p>
        {t[wording]} <Price cents={wording === 'paid' ? result.paidCents : result.payableCents} size="lg" />
      </p>
      {!result.canRetry && <p className={styles.muted}>{t.orderState(t[`status.${result.orderStatus}`])}</p>}
      <div className={styles.heroButtons}>
        <Link className={styles.secondary} to={orderLink} replace onClick={viewOrder}>
          {t.viewOrder}
        </Link>
        {result.canRetry && (
          <button
            type="button"
            className={styles.primary}
            disabled={paying.busy}
            onClick={() => void payAgain()}
          >
            {t.payAgain}
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
  const t = useMessages(orderMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const hint = params.get('payStatus');
  const announced = useRef(false);
  const { state, reload } = useScreenData((signal) => settledResult(orderNo, hint, signal), {
    key: `${orderNo}|${hint ?? ''}`,
    enabled: orderNo !== '',
    reshow: true,
  });

  const settled = state.status === 'ready' ? state.data.payStatus : null;
  useEffect(() => {
    // The purchase journey ends at a settled result (a pending one may still turn either way).
    if (!settled || settled === 'pending') return;
    const { type, result } = JOURNEYS.purchase;
    journey.end(type, result, settled === 'success' ? undefined : { code: settled, message: settled });
  }, [settled]);

  useEffect(() => {
    if (announced.current || !orderNo) return;
    announced.current = true;
    putOrderBehindResult(orderNo);
    window.dispatchEvent(new CustomEvent(PAY_VIEW_CLOSED_EVENT, { detail: { orderNo, payStatus: hint } }));
  }, [orderNo, hint]);

  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={1} label={t.checkingPayment} />}
      idle={<EmptyState kind="orders" title={t.noOrder} linkTo="/order/list" linkText={t.myOrders} />}
    >
      {(result) => (
        <div className={styles.page}>
          <Outcome result={result} />
          {/* What operators put under a payment (its coupons, the pay-result slot: "支付成功！…") is for a
              paid order only; a failed or cancelled payment shows its way to pay again, nothing that
              contradicts it. */}
          {result.payStatus === 'success' && (
            <>
              <SceneCoupons scene="payResult" />
              <PlacementSlot code={40} />
            </>
          )}
        </div>
      )}
    </ScreenStates>
  );
}
