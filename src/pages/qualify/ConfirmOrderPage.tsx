import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Address } from '../../../schemas/api/address';
import { continuePayment } from '../../api/payment';
import {
  createQualificationOrder,
  fetchQualificationConfirmation,
  type QualificationConfirmation,
} from '../../api/qualify';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { SubmitBar } from '../../ui/SubmitBar';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { AddressSheet, addressLine } from '../order/AddressSheet';
import { AmountRows } from '../order/AmountRows';
import orderStyles from '../order/ConfirmPage.module.css';
import { ItemRow } from '../order/ItemRow';
import { goToCashier } from '../order/useSubmitOrder';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';
import { StatusLine } from './QualifyParts';

function ConfirmView({ c }: { c: QualificationConfirmation }) {
  const t = useMessages(qualifyMessages);
  const [address, setAddress] = useState<Address | null>(c.address);
  const addressSheet = useHistorySheet('sheet', 'address');
  const mayBuy = c.state === 'won';
  // One code per confirmation: a retry after a lost answer is the same order, never a second phone.
  const order = useAction(
    async (code: string, addressId: number) => {
      const { orderNo } = await createQualificationOrder({ activityNo: c.activityNo, addressId }, code);
      return { orderNo, cashierUrl: (await continuePayment(orderNo)).cashierUrl };
    },
    { leaves: true, toastMs: 2500, onDone: ({ orderNo, cashierUrl }) => goToCashier(orderNo, cashierUrl) },
  );
  const busy = order.busy;

  const submit = async () => {
    if (busy) return;
    if (!address) {
      toast(t.addAddressFirst, 2000);
      addressSheet.show();
      return;
    }
    await order.run(address.addressId);
  };

  return (
    <div className={orderStyles.page} data-testid="qualify-confirm">
      <button
        type="button"
        className={orderStyles.addressCard}
        onClick={addressSheet.show}
        data-testid="address-card"
      >
        {address ? (
          <>
            <span className={orderStyles.choiceTitle}>
              {address.name} {address.phone}
            </span>
            <span className={orderStyles.muted}>{addressLine(address)}</span>
          </>
        ) : (
          <span className={orderStyles.choiceTitle}>{t.addAddress}</span>
        )}
      </button>
      <section className={orderStyles.card} aria-label={c.product.storeName}>
        <h2 className={orderStyles.sectionTitle}>{c.product.storeName}</h2>
        <ul className={orderStyles.items}>
          <ItemRow
            item={{
              skuNo: c.product.skuNo,
              spuNo: c.product.spuNo,
              name: c.product.name,
              specName: c.product.specName,
              imageUrl: c.product.imageUrl,
              priceCents: c.goodsCents,
              quantity: c.quantity,
              stage: null,
            }}
          />
        </ul>
        <p className={orderStyles.muted}>{c.title}</p>
      </section>
      <section className={styles.card}>
        <StatusLine state={c.state} />
        {mayBuy && (
          <>
            <Countdown className={styles.countdown} endsAt={c.claimDeadline} prefix={t.buyEndsIn} />
            <p className={styles.hint}>{t.buyBefore(formatDateTime(c.claimDeadline))}</p>
          </>
        )}
      </section>
      <AmountRows
        amounts={{
          goodsCents: c.goodsCents,
          discountCents: 0,
          freightCents: c.freightCents,
          payableCents: c.payableCents,
        }}
        payableLabel={t.toPay}
      />
      <SubmitBar
        priceCents={c.payableCents}
        label={t.toPay}
        buttonText={busy ? t.submitting : t.submit}
        onSubmit={() => void submit()}
        loading={busy}
        disabled={!mayBuy}
        tip={
          mayBuy
            ? undefined
            : c.state === 'none' || c.state === 'registered' || c.state === 'lost'
              ? t.notQualifiedYet
              : t[`state_${c.state}`]
        }
        data-testid="qualify-submit"
      />
      <AddressSheet
        open={addressSheet.open}
        onClose={addressSheet.hide}
        chosenId={address?.addressId ?? null}
        onChoose={(a) => {
          setAddress(a);
          addressSheet.hide();
        }}
      />
    </div>
  );
}

/** /qualify/confirm-order?activityNo=: a winner's order for the launch phone, straight on to the cashier. */
export default function ConfirmOrderPage() {
  const t = useMessages(qualifyMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const { state, reload } = useScreenData(() => fetchQualificationConfirmation(activityNo), {
    key: `qualify-confirm:${activityNo}`,
    enabled: activityNo !== '',
  });
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/qualify/product-list" linkText={t.products} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {(c) => <ConfirmView c={c} />}
    </ScreenStates>
  );
}
