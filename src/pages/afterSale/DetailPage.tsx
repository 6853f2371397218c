import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AfterSaleAction, AfterSaleDetail } from '../../../schemas/api/after-sales';
import { uploadThumbUrl } from '../../../schemas/api/uploads';
import { commonMessages } from '../../../schemas/i18n/common';
import { cancelRma, fetchRma, removeRma } from '../../api/afterSale';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import styles from './AfterSale.module.css';
import { rmaListPath } from './AfterSaleEntry';
import { ItemSummary } from './ItemSummary';
import { type AfterSaleMessages, afterSaleMessages } from './messages';
import { ReturnParcelForm } from './ReturnParcelForm';

function stateHint(d: AfterSaleDetail, t: AfterSaleMessages): string {
  switch (d.state) {
    case 'applied':
      return t['stateHint.applied'](formatDateTime(d.approveDeadline));
    case 'awaiting_return':
      return t['stateHint.awaiting_return'](formatDateTime(d.returnDeadline ?? d.approveDeadline));
    case 'rejected':
      return t['stateHint.rejected'](d.rejectReason ?? '');
    default:
      return t[`stateHint.${d.state}`];
  }
}

function Detail({ rma, onChange }: { rma: AfterSaleDetail; onChange: (next: AfterSaleDetail) => void }) {
  const t = useMessages(afterSaleMessages);
  const common = useMessages(commonMessages);
  const navigate = useNavigate();
  const acting = useAction(
    async (_code: string, action: Exclude<AfterSaleAction, 'shipBack'>) => {
      if (action === 'cancel') return cancelRma(rma.rmaNo);
      await removeRma(rma.rmaNo);
      return null;
    },
    {
      onDone: (cancelled) => {
        if (cancelled) {
          onChange(cancelled);
          toast(t.cancelled);
        } else {
          toast(t.removed);
          navigate(rmaListPath(rma.orderItemNo), { replace: true });
        }
      },
    },
  );
  const busy = acting.busy;
  const [shipping, setShipping] = useState(false);

  const act = async (action: Exclude<AfterSaleAction, 'shipBack'>) => {
    const sure = await modal.confirm({
      title: action === 'cancel' ? t.cancelConfirm : t.removeConfirm,
      okText: common.confirm,
      cancelText: common.cancel,
    });
    if (sure) await acting.run(action);
  };

  return (
    <div className={styles.page} data-testid="after-sale-detail" data-state={rma.state}>
      <section className={styles.card}>
        <h2 className={styles.title} data-testid="rma-state">
          {t[`state.${rma.state}`]}
        </h2>
        <p className={styles.muted}>{stateHint(rma, t)}</p>
      </section>
      <section className={styles.card}>
        <ItemSummary item={{ ...rma.item, quantity: rma.quantity }} />
        {/* A line may have had several applications (one refused, then another): all of them, newest first. */}
        <p className={styles.entry}>
          <Link className={styles.entryLink} to={rmaListPath(rma.orderItemNo)}>
            {t.lineRecords}
          </Link>
        </p>
      </section>
      <section className={styles.card}>
        <dl className={styles.dl}>
          <dt>{t.serviceType}</dt>
          <dd>{t[`type.${rma.type}`]}</dd>
          <dt>{t.reason}</dt>
          <dd>{t[`reason.${rma.reasonCode}`]}</dd>
          <dt>{t.refundAmount}</dt>
          <dd className={styles.amount}>{formatMoney(rma.amountCents)}</dd>
          {rma.refund && (
            <>
              <dt>{t.refunded}</dt>
              <dd data-testid="rma-refunded">{formatMoney(rma.refund.amountCents)}</dd>
            </>
          )}
          {rma.courier && (
            <>
              <dt>{t.returnParcel}</dt>
              <dd>
                {rma.courier} {rma.trackingNo}
              </dd>
            </>
          )}
          {rma.description && (
            <>
              <dt>{t.description}</dt>
              <dd>{rma.description}</dd>
            </>
          )}
          <dt>{t.rmaNo}</dt>
          <dd>{rma.rmaNo}</dd>
          <dt>{t.appliedAt}</dt>
          <dd>{formatDateTime(rma.createdAt)}</dd>
        </dl>
        {rma.photoIds.length > 0 && (
          <ul className={styles.photos}>
            {rma.photoIds.map((id, i) => (
              <li key={id} className={styles.photo} data-testid="rma-photo">
                <Image src={uploadThumbUrl(id)} alt={t.photo(i + 1)} ratio={1} radius={6} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="rma-timeline">
        <h3 id="rma-timeline" className={styles.title}>
          {t.timeline}
        </h3>
        <ol className={styles.timeline}>
          {rma.history.map((h) => (
            <li key={`${h.to}-${h.at}`}>
              {t[`event.${h.to}`]} · {t[`actor.${h.actor}`]}{' '}
              <span className={styles.muted}>{formatDateTime(h.at)}</span>
            </li>
          ))}
        </ol>
      </section>
      {shipping && rma.actions.includes('shipBack') && (
        <ReturnParcelForm
          rmaNo={rma.rmaNo}
          onShipped={(next) => {
            setShipping(false);
            onChange(next);
          }}
        />
      )}
      <div className={styles.actions}>
        {rma.actions.includes('cancel') && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void act('cancel')}>
            {t.cancel}
          </button>
        )}
        {rma.actions.includes('remove') && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void act('remove')}>
            {t.remove}
          </button>
        )}
        {rma.actions.includes('shipBack') && !shipping && (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            disabled={busy}
            onClick={() => setShipping(true)}
          >
            {t.shipBack}
          </button>
        )}
      </div>
    </div>
  );
}

/** /order/afterSaleDetail?rmaNo=: state, amounts, photos, timeline and what the shopper may do now. */
export default function AfterSaleDetailPage() {
  const t = useMessages(afterSaleMessages);
  const [params] = useSearchParams();
  const rmaNo = params.get('rmaNo') ?? '';
  // Back from another app: the store or a timer may have moved the application on (reshow).
  const { state, reload, update } = useScreenData(() => fetchRma(rmaNo), {
    key: rmaNo,
    enabled: rmaNo !== '',
    reshow: true,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={<EmptyState kind="orders" title={t.noApplication} linkTo="/order/list" />}
    >
      {(rma) => <Detail rma={rma} onChange={(next) => update(() => next)} />}
    </ScreenStates>
  );
}
