import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Address } from '../../../schemas/api/address';
import type { Amounts } from '../../../schemas/api/amounts';
import type { LuxuryConfirmation } from '../../../schemas/api/luxury';
import { chooseLuxuryStage, fetchLuxuryConfirmation, fetchLuxuryCoupons } from '../../api/luxury';
import { recalculate } from '../../api/order';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
// Shared first: the pages' own rules load after it and may refine it (ConfirmSections' bar uses it).
import '../../ui/ActionBar.module.css';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { AddressSheet } from '../order/AddressSheet';
import { AmountRows, type DiscountParts } from '../order/AmountRows';
import orderStyles from '../order/ConfirmPage.module.css';
import { AddressCard, ConfirmBar, CouponRow } from '../order/ConfirmSections';
import { CouponSheet } from '../order/CouponSheet';
import { ItemRow } from '../order/ItemRow';
import { orderMessages } from '../order/messages';
import { useSubmitOrder } from '../order/useSubmitOrder';
import { readLuxurySource } from './confirmSource';
import styles from './Luxury.module.css';
import { luxuryMessages } from './messages';
import { StagePicker } from './StagePicker';

type Stage = 3 | 6 | 12 | null;

function LuxuryConfirmView({ info }: { info: LuxuryConfirmation }) {
  const t = useMessages(orderMessages);
  const l = useMessages(luxuryMessages);
  const token = info.confirmToken;
  const [address, setAddress] = useState<Address | null>(info.address);
  const [couponNo, setCouponNo] = useState<string | null>(info.couponNo);
  // The amounts with the discount's parts (满减, coupon) as the server split them.
  const [amounts, setAmounts] = useState<Amounts & DiscountParts>({
    ...info.amounts,
    promotionCents: info.promotionCents,
    couponCents: info.couponCents,
  });
  const [stage, setStage] = useState<Stage>(info.stage);
  const [plans, setPlans] = useState(info.stagePlans);
  const addressSheet = useHistorySheet('sheet', 'address');
  const couponSheet = useHistorySheet('sheet', 'coupon');
  const names = useMemo(() => new Map(info.items.map((i) => [i.skuNo, i.name])), [info.items]);
  const { submit, submitting } = useSubmitOrder(token, (skuNo) => names.get(skuNo) ?? skuNo);
  const coupon = info.availableCoupons.find((c) => c.couponNo === couponNo);
  const plan = plans.find((p) => p.stage === stage);

  /** Amounts and plans are always the server's; a refused change keeps what is shown. */
  const repricing = useAction(
    async (
      _code: string,
      next: { stage: Stage; couponNo: string | null; address: Address | null },
      full: boolean,
    ) => {
      const priced = full ? await recalculate(token, next.couponNo, next.address?.addressId) : null;
      const staged = await chooseLuxuryStage(
        token,
        next.stage,
        priced ? priced.couponNo : next.couponNo,
        next.address?.addressId,
      );
      return { priced, staged };
    },
    {
      overlap: true,
      onDone: ({ priced, staged }) => {
        if (priced) {
          setAmounts(priced);
          setCouponNo(priced.couponNo);
        }
        setStage(staged.stage);
        setPlans(staged.stagePlans);
      },
    },
  );
  const busy = repricing.busy;
  const reprice = repricing.run;

  const onSubmit = () => {
    if (!address) {
      toast(t.addAddressFirst, 2000);
      addressSheet.show();
      return;
    }
    void submit({ addressId: address.addressId, couponNo, invoice: { type: 'none' }, remark: '' });
  };

  return (
    <div className={`${orderStyles.page} ${styles.confirm}`} data-testid="luxury-confirm">
      <AddressCard address={address} onOpen={addressSheet.show} />
      <section className={orderStyles.card} aria-label={info.store.name}>
        <h2 className={orderStyles.sectionTitle}>{info.store.name}</h2>
        <ul className={orderStyles.items}>
          {info.items.map((item) => (
            <ItemRow key={item.skuNo} item={{ ...item, stage }} />
          ))}
        </ul>
        <p className={orderStyles.muted}>{l.authenticityNote}</p>
      </section>
      <section className={orderStyles.card} aria-labelledby="luxury-payment">
        <h2 id="luxury-payment" className={orderStyles.sectionTitle}>
          {l.payment}
        </h2>
        <StagePicker
          plans={plans}
          stage={stage}
          disabled={busy || submitting}
          onChoose={(next) => void reprice({ stage: next, couponNo, address }, false)}
        />
      </section>
      <section className={orderStyles.card}>
        <CouponRow
          coupon={coupon}
          couponCents={amounts.couponCents}
          availableCount={info.availableCoupons.length}
          onOpen={couponSheet.show}
        />
      </section>
      <AmountRows amounts={amounts} parts={amounts} payableLabel={t.toPay} />
      <ConfirmBar
        payableCents={amounts.payableCents}
        totalClassName={styles.barTotal}
        hint={
          plan ? (
            <span className={styles.barHint}>{l.firstStage(formatMoney(plan.firstStageCents))}</span>
          ) : null
        }
        submitting={submitting}
        disabled={submitting || busy}
        onSubmit={onSubmit}
      />
      <AddressSheet
        open={addressSheet.open}
        onClose={addressSheet.hide}
        chosenId={address?.addressId ?? null}
        onChoose={(a) => {
          setAddress(a);
          addressSheet.hide();
          void reprice({ stage, couponNo, address: a }, true);
        }}
      />
      <CouponSheet
        open={couponSheet.open}
        onClose={couponSheet.hide}
        confirmToken={token}
        chosen={couponNo}
        load={fetchLuxuryCoupons}
        onChoose={(next) => {
          couponSheet.hide();
          void reprice({ stage, couponNo: next, address }, true);
        }}
      />
    </div>
  );
}

/** /luxury/confirm: a boutique's product bought outright or in interest-free instalments, then the cashier. */
export default function LuxuryConfirmPage() {
  const l = useMessages(luxuryMessages);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once per visit: the sheets' ?sheet= changes must not start another confirmation.
  const [initial] = useState(() => location.search);
  const source = useMemo(() => readLuxurySource(initial), [initial]);
  const { state, reload } = useScreenData(
    () => (source ? fetchLuxuryConfirmation(source) : Promise.reject(new Error('nothing to confirm'))),
    { key: initial, enabled: source !== null },
  );
  const token = state.status === 'ready' ? state.data.confirmToken : null;
  useEffect(() => {
    // A reload re-reads this confirmation instead of starting another one.
    if (token && source?.kind !== 'token')
      navigate(`/luxury/confirm?token=${encodeURIComponent(token)}`, { replace: true });
  }, [token, source, navigate]);

  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={
        <EmptyState
          kind="cart"
          title={l.nothingToConfirm}
          linkTo="/luxury/store/list"
          linkText={l.goToZone}
        />
      }
    >
      {(info) => <LuxuryConfirmView info={info} />}
    </ScreenStates>
  );
}
