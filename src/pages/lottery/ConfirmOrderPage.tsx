import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Address } from '../../../schemas/api/address';
import type { OrderConfirmation } from '../../../schemas/api/lottery-claim';
import { createClaimOrder, fetchClaimConfirmation } from '../../api/lottery';
import { continuePayment } from '../../api/payment';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { AddressSheet, addressLine } from '../order/AddressSheet';
import { goToCashier } from '../order/useSubmitOrder';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

function ConfirmView({ c }: { c: OrderConfirmation }) {
  const t = useMessages(lotteryMessages);
  const [address, setAddress] = useState<Address | null>(c.address);
  const sheet = useHistorySheet('sheet', 'address');
  // An order made on this visit is paid, never made again (a retry after a lost answer reuses the code).
  const made = useRef<string | null>(c.state === 'ordered' ? c.orderNo : null);
  const payable = c.state === 'won' || c.state === 'ordered';
  const order = useAction(
    async (code: string) => {
      // Without an order yet the state is 'won', and `pay` has made sure an address is chosen.
      made.current ??= (await createClaimOrder(c.activityNo, (address as Address).addressId, code)).orderNo;
      const orderNo = made.current;
      return { orderNo, cashierUrl: (await continuePayment(orderNo)).cashierUrl };
    },
    { leaves: true, toastMs: 2500, onDone: ({ orderNo, cashierUrl }) => goToCashier(orderNo, cashierUrl) },
  );
  const busy = order.busy;
  const pay = async () => {
    if (busy) return;
    if (!address && c.state === 'won') {
      toast(t.addAddressFirst, 2000);
      sheet.show();
      return;
    }
    await order.run();
  };
  return (
    <div className={styles.page} data-testid="lottery-confirm">
      <button type="button" className={styles.addressCard} onClick={sheet.show} disabled={c.state !== 'won'}>
        {address ? (
          <>
            <strong>
              {address.name} {address.phone}
            </strong>
            <span className={styles.muted}>{addressLine(address)}</span>
          </>
        ) : (
          <strong>{t.addAddress}</strong>
        )}
      </button>
      <section className={styles.card}>
        <div className={styles.prize}>
          <span className={styles.prizeImage}>
            <Image src={c.prizeImageUrl} alt={c.prizeName} radius={8} />
          </span>
          <span className={styles.prizeBody}>
            <span className={styles.prizeName}>{c.prizeName}</span>
            <span className={styles.muted}>{t.winningCode(c.code)}</span>
            <Price cents={c.priceCents} />
          </span>
        </div>
        <div className={styles.row}>
          <span>{t.prizePrice}</span>
          <Price cents={c.priceCents} size="sm" />
        </div>
        <div className={styles.row}>
          <span>{t.freight}</span>
          <span>{t.freeFreight}</span>
        </div>
        <p className={styles.hint}>
          {t.claimBy(formatDateTime(c.claimDeadline))} {t.claimNotice}
        </p>
      </section>
      {!payable && (
        <section className={styles.card}>
          <p className={styles.countdown}>{c.state === 'won' ? null : t[`claimState_${c.state}`]}</p>
          {c.orderNo && (
            <Link className={styles.secondary} to={`/order/detail?orderNo=${encodeURIComponent(c.orderNo)}`}>
              {t.viewOrder}
            </Link>
          )}
        </section>
      )}
      <div className={styles.spacer} />
      <div className={styles.bar}>
        <span>
          {t.toPay} <Price cents={c.priceCents} size="lg" />
        </span>
        <button
          type="button"
          className={styles.barButton}
          disabled={!payable || busy}
          onClick={() => void pay()}
        >
          {busy ? t.paying : c.state === 'ordered' ? t.continuePay : t.pay}
        </button>
      </div>
      <AddressSheet
        open={sheet.open}
        onClose={sheet.hide}
        chosenId={address?.addressId ?? null}
        onChoose={(a) => {
          setAddress(a);
          sheet.hide();
        }}
      />
    </div>
  );
}

/** /lottery/confirmOrder?activityNo=: the winner's prize order at the prize price, then the cashier. */
export default function ConfirmOrderPage() {
  const t = useMessages(lotteryMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const { state, reload } = useScreenData(() => fetchClaimConfirmation(activityNo), {
    key: `lottery-confirm:${activityNo}`,
    enabled: activityNo !== '',
    reshow: true,
  });
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/lottery/myLotteryList" linkText={t.myLotteries} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {(c) => <ConfirmView c={c} />}
    </ScreenStates>
  );
}
