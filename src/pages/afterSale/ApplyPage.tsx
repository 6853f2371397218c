import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AFTER_SALE_REASONS,
  type AfterSaleReason,
  type AfterSaleType,
  type ApplyRmaRequest,
  afterSaleTypeSchema,
} from '../../../schemas/api/after-sales';
import type { OrderDetail } from '../../../schemas/api/order';
import type { UploadResult } from '../../../schemas/api/uploads';
import { applyRma, calculateRmaAmount } from '../../api/afterSale';
import { fetchOrderDetail } from '../../api/order';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PhotoPicker } from '../../screen/PhotoPicker';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { JOURNEYS, journey, journeyError, useJourneyStart } from '../../session/journeys';
import { ActionSheet } from '../../ui/ActionSheet';
import { Field } from '../../ui/Field';
import { FormRow } from '../../ui/FormRow';
import { Stepper } from '../../ui/Stepper';
import { SubmitBar } from '../../ui/SubmitBar';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './AfterSale.module.css';
import { rmaDetailPath } from './AfterSaleEntry';
import { ItemSummary } from './ItemSummary';
import { afterSaleMessages } from './messages';

/** Photos per application (the server takes up to 6; CRMEB's three are enough to show a fault). */
const MAX_PHOTOS = 3;

type Line = OrderDetail['stores'][number]['items'][number];

export function ApplyForm({ orderNo, line, types }: { orderNo: string; line: Line; types: AfterSaleType[] }) {
  const t = useMessages(afterSaleMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = afterSaleTypeSchema.safeParse(params.get('type'));
  const [type, setType] = useState<AfterSaleType>(
    asked.success && types.includes(asked.data) ? asked.data : (types[0] ?? 'refund_only'),
  );
  const available = Math.max(1, line.quantity - (line.afterSale?.appliedQuantity ?? 0));
  const [quantity, setQuantity] = useState(available);
  const [reason, setReason] = useState<AfterSaleReason | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadResult[]>([]);
  const { type: journeyType, apply, submitted } = JOURNEYS.afterSales;
  useJourneyStart(journeyType, apply, line.orderItemNo);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonSheet = useHistorySheet('reason');
  // One code per order line for the form's life (and a reload): a retried submit answers the same application.
  const sending = useAction((code: string, body: ApplyRmaRequest) => applyRma(body, code), {
    intent: `rma:${line.orderItemNo}`,
    onDone: (result) => {
      journey.end(journeyType, submitted);
      toast(t.submitted);
      navigate(rmaDetailPath(result.rmaNo), { replace: true });
    },
    onError: (error) => void journey.step(journeyType, apply, journeyError(error)),
  });

  // The amount follows the type and quantity as the shopper changes them (the server's calculation).
  const quote = useScreenData(() => calculateRmaAmount(line.orderItemNo, type, quantity), {
    key: `${line.orderItemNo}:${type}:${quantity}`,
    part: true,
  });
  const quoted = quote.state.status === 'ready' ? quote.state.data : null;
  const max = quoted?.maxQuantity ?? available;
  const reasons = AFTER_SALE_REASONS[type];

  const chooseType = (next: AfterSaleType) => {
    setType(next);
    if (reason && !AFTER_SALE_REASONS[next].includes(reason)) setReason(null);
  };

  const submit = async () => {
    if (!reason) {
      setReasonError(t.reasonRequired);
      return;
    }
    await sending.run({
      orderItemNo: line.orderItemNo,
      type,
      reasonCode: reason,
      quantity: Math.min(quantity, max),
      description: description.trim(),
      photoIds: photos.map((p) => p.fileId),
    });
  };

  return (
    <div className={styles.page} data-testid="apply-after-sale" data-order-no={orderNo}>
      <section className={styles.card}>
        <ItemSummary item={line} />
      </section>
      <section className={styles.card} aria-labelledby="rma-type">
        <span id="rma-type">{t.serviceType}</span>
        <div className={styles.choices} role="radiogroup" aria-labelledby="rma-type">
          {types.map((k) => (
            // biome-ignore lint/a11y/useSemanticElements: a button styled as a choice card, as Vant's radio cells
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={k === type}
              className={styles.choice}
              onClick={() => chooseType(k)}
            >
              {t[`type.${k}`]}
              <span className={styles.muted}> {t[`typeHint.${k}`]}</span>
            </button>
          ))}
        </div>
      </section>
      <section className={styles.card}>
        <Field
          label={t.reason}
          value={reason ? t[`reason.${reason}`] : ''}
          placeholder={t.chooseReason}
          error={reasonError}
          required
          onPick={reasonSheet.show}
        />
        <FormRow label={t.quantity}>
          <div className={styles.fieldRow}>
            <span className={styles.muted}>{t.atMost(max)}</span>
            <Stepper
              value={Math.min(quantity, max)}
              min={1}
              max={max}
              onChange={setQuantity}
              label={t.quantityOf(line.name)}
            />
          </div>
        </FormRow>
        <FormRow label={t.refundAmount}>
          <span className={styles.amount} data-testid="rma-amount">
            {quoted ? formatMoney(quoted.amountCents) : null}
          </span>
        </FormRow>
        {quoted && quoted.freightCents > 0 && (
          <p className={styles.muted}>{t.freightIncluded(formatMoney(quoted.freightCents))}</p>
        )}
        <p className={styles.muted}>{t.amountRule}</p>
      </section>
      <section className={styles.card}>
        <Field
          label={t.description}
          type="textarea"
          value={description}
          onChange={setDescription}
          maxLength={200}
          placeholder={t.descriptionPlaceholder}
        />
      </section>
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        max={MAX_PHOTOS}
        title={t.photos}
        photoLabel={t.photo}
        testId="rma-photo"
        className={styles.card}
      />
      <SubmitBar
        priceCents={quoted?.amountCents ?? 0}
        label={t.refundAmount}
        buttonText={t.submit}
        onSubmit={() => void submit()}
        loading={sending.busy}
        disabled={!quoted}
        // Why there is no amount (the item can no longer be applied for, the network): the server's words.
        tip={quote.state.status === 'error' ? quote.state.message : undefined}
      />
      <ActionSheet
        sheet={reasonSheet}
        title={t.reason}
        actions={reasons.map((code) => ({ name: t[`reason.${code}`], code }))}
        onSelect={(a) => {
          setReason(a.code);
          setReasonError(undefined);
        }}
      />
    </div>
  );
}

/** /order/applyAfterSale?orderNo=&orderItemNo=[&type=]: type, reason, quantity, live amount, photos. */
export default function ApplyPage() {
  const t = useMessages(afterSaleMessages);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const orderItemNo = params.get('orderItemNo') ?? '';
  const { state, reload } = useScreenData(() => fetchOrderDetail(orderNo), {
    key: `${orderNo}/${orderItemNo}`,
    enabled: orderNo !== '' && orderItemNo !== '',
    reshow: true,
  });
  const noItem = <EmptyState kind="orders" title={t.noItem} linkTo="/order/list" />;
  return (
    <ScreenStates state={state} onRetry={reload} idle={noItem}>
      {(order) => {
        const line = order.stores.flatMap((s) => s.items).find((i) => i.orderItemNo === orderItemNo);
        if (!line) return noItem;
        const types = line.afterSale?.canApply ?? [];
        if (types.length === 0) {
          return (
            <EmptyState
              kind="orders"
              title={t.notAllowed}
              linkTo={`/order/detail?orderNo=${encodeURIComponent(orderNo)}`}
            />
          );
        }
        return <ApplyForm orderNo={orderNo} line={line} types={types} />;
      }}
    </ScreenStates>
  );
}
