import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Address } from '../../../schemas/api/address';
import type { Amounts } from '../../../schemas/api/amounts';
import { MAX_LINE_QUANTITY } from '../../../schemas/api/cart-v2';
import type { ConfirmationInfo, PayKind } from '../../../schemas/api/order';
import { updateConfirmationQuantity } from '../../api/confirmation-update';
import { fetchConfirmation, recalculate } from '../../api/order';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
// Shared first: the page's own rules load after it and may refine it (ConfirmSections' bar uses it).
import '../../ui/ActionBar.module.css';
import { JOURNEYS, useJourneyStart } from '../../session/journeys';
import { Stepper } from '../../ui/Stepper';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { PayKindSection } from '../ecny/PayKindSection';
import { TradeInRow } from '../special/TradeInRow';
import { AddressSheet } from './AddressSheet';
import { AmountRows, type DiscountParts } from './AmountRows';
import styles from './ConfirmPage.module.css';
import { AddressCard, ConfirmBar, CouponRow } from './ConfirmSections';
import { CouponSheet } from './CouponSheet';
import { readConfirmSource } from './confirmSource';
import { checkInvoice, InvoiceSection, NO_INVOICE } from './InvoiceSection';
import { ItemRow } from './ItemRow';
import { orderMessages } from './messages';
import { useSubmitOrder } from './useSubmitOrder';

function ConfirmView({ info }: { info: ConfirmationInfo }) {
  const t = useMessages(orderMessages);
  // The confirmation as last answered: a quantity change (buy now) answers it priced again.
  const [view, setView] = useState(info);
  const [address, setAddress] = useState<Address | null>(info.address);
  const [couponNo, setCouponNo] = useState<string | null>(info.couponNo);
  // The amounts with the discount's parts (满减, coupon, trade-in) as the server split them.
  const [amounts, setAmounts] = useState<Amounts & DiscountParts>({
    ...info.amounts,
    promotionCents: info.promotionCents,
    couponCents: info.couponCents,
  });
  const [invoice, setInvoice] = useState(NO_INVOICE);
  const [invoiceError, setInvoiceError] = useState<{ field: 'title' | 'taxNo'; message: string } | null>(
    null,
  );
  const [remark, setRemark] = useState('');
  const [payKind, setPayKind] = useState<PayKind>('2');
  // A trade-in estimate: the server prices it into the discount and answers its part.
  const [tradeIn, setTradeIn] = useState<{ no: string | null; cents: number }>({ no: null, cents: 0 });
  const addressSheet = useHistorySheet('sheet', 'address');
  const couponSheet = useHistorySheet('sheet', 'coupon');
  const names = useMemo(() => new Map(info.items.map((i) => [i.skuNo, i.name])), [info.items]);
  const { submit, submitting } = useSubmitOrder(info.confirmToken, (skuNo) => names.get(skuNo) ?? skuNo);
  const coupon = view.availableCoupons.find((c) => c.couponNo === couponNo);

  /** Amounts are always the server's: every change of coupon or address is recalculated there. */
  const pricing = useAction(
    async (
      _code: string,
      nextCoupon: string | null,
      nextAddress: Address | null,
      nextTradeIn: string | null,
    ) => ({
      result: await recalculate(info.confirmToken, nextCoupon, nextAddress?.addressId, nextTradeIn),
      nextTradeIn,
    }),
    {
      overlap: true,
      onDone: ({ result, nextTradeIn }) => {
        setAmounts(result);
        setCouponNo(result.couponNo);
        setTradeIn({ no: nextTradeIn, cents: result.tradeInCents ?? 0 });
      },
    },
  );
  const recalc = async (nextCoupon: string | null, nextAddress: Address | null, nextTradeIn = tradeIn.no) =>
    (await pricing.run(nextCoupon, nextAddress, nextTradeIn)) !== undefined;

  /**
   * Buy now: a new quantity goes to the server's confirmation (confirmation-update), which refuses what
   * stock or the purchase limit do not allow; the stepper keeps the old value then.
   */
  const quantities = useAction(
    (_code: string, skuNo: string, quantity: number) =>
      updateConfirmationQuantity(info.confirmToken, skuNo, quantity),
    { overlap: true },
  );
  const recalculating = pricing.busy || quantities.busy;
  const changeQuantity = async (skuNo: string, quantity: number): Promise<boolean> => {
    const next = await quantities.run(skuNo, quantity);
    if (next === undefined) return false;
    setView(next);
    setAmounts({ ...next.amounts, promotionCents: next.promotionCents, couponCents: next.couponCents });
    setCouponNo(next.couponNo);
    // The answer is priced for the default address; the shopper may have chosen another one.
    // A trade-in is priced only by recalculate-amount, so a chosen one is priced again too.
    if ((address && address.addressId !== next.address?.addressId) || tradeIn.no !== null)
      void recalc(next.couponNo, address);
    return true;
  };

  const chooseAddress = (a: Address) => {
    setAddress(a);
    addressSheet.hide();
    void recalc(couponNo, a);
  };

  const chooseCoupon = (next: string | null) => {
    couponSheet.hide();
    void recalc(next, address);
  };

  const onSubmit = () => {
    if (!address) {
      toast(t.addAddressFirst, 2000);
      addressSheet.show();
      return;
    }
    const checked = checkInvoice(invoice);
    if (!checked.ok) {
      setInvoiceError({ field: checked.field, message: checked.message });
      return;
    }
    setInvoiceError(null);
    void submit({
      addressId: address.addressId,
      couponNo,
      invoice: checked.invoice,
      remark,
      payKind,
      tradeInNo: tradeIn.no,
      expectedPayableCents: amounts.payableCents,
    });
  };

  return (
    <div className={styles.page} data-testid="confirm-page">
      <AddressCard address={address} onOpen={addressSheet.show} />
      {view.stores.map((store) => (
        <section key={store.storeNo} className={styles.card} aria-label={store.storeName}>
          <h2 className={styles.sectionTitle}>{store.storeName}</h2>
          <ul className={styles.items}>
            {store.items.map((item) => (
              <ItemRow
                key={`${item.skuNo}-${item.lineId ?? 'now'}`}
                item={item}
                quantity={
                  view.source === 'buyNow' ? (
                    <Stepper
                      label={item.name}
                      value={item.quantity}
                      min={1}
                      max={MAX_LINE_QUANTITY}
                      disabled={submitting}
                      beforeChange={(n) => changeQuantity(item.skuNo, n)}
                      onChange={() => {}}
                    />
                  ) : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
      <section className={styles.card}>
        <CouponRow
          coupon={coupon}
          couponCents={amounts.couponCents}
          availableCount={info.availableCoupons.length}
          onOpen={couponSheet.show}
        />
        <TradeInRow
          chosen={tradeIn.no}
          tradeInCents={tradeIn.cents}
          onChoose={(no) => void recalc(couponNo, address, no)}
        />
        <InvoiceSection draft={invoice} onChange={setInvoice} error={invoiceError} />
        <PayKindSection eligible={info.ecnyEligible === true} value={payKind} onChange={setPayKind} />
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t.remark}</span>
          <textarea
            className={styles.remark}
            value={remark}
            maxLength={200}
            rows={2}
            placeholder={t.remarkPlaceholder}
            onChange={(e) => setRemark(e.target.value)}
          />
        </label>
      </section>
      <AmountRows amounts={amounts} parts={amounts} payableLabel={t.toPay} />
      <ConfirmBar
        payableCents={amounts.payableCents}
        submitting={submitting}
        disabled={submitting || recalculating}
        onSubmit={onSubmit}
      />
      <AddressSheet
        open={addressSheet.open}
        onClose={addressSheet.hide}
        chosenId={address?.addressId ?? null}
        onChoose={chooseAddress}
      />
      <CouponSheet
        open={couponSheet.open}
        onClose={couponSheet.hide}
        confirmToken={info.confirmToken}
        chosen={couponNo}
        onChoose={chooseCoupon}
        items={view.items}
      />
    </div>
  );
}

/** /order/confirm: from the cart's selection (?token=) or buy now (?source=buyNow&skuNo=&quantity=). */
export default function ConfirmPage() {
  const t = useMessages(orderMessages);
  const location = useLocation();
  const navigate = useNavigate();
  // The confirmation is read once per visit; the sheets' ?sheet= changes must not reload it.
  const [initial] = useState(() => location.search);
  const source = useMemo(() => readConfirmSource(initial), [initial]);
  const { state, reload } = useScreenData(
    () => (source ? fetchConfirmation(source) : Promise.reject(new Error('nothing to confirm'))),
    { key: initial, enabled: source !== null },
  );

  const token = state.status === 'ready' ? state.data.confirmToken : null;
  // The purchase journey starts when there is an order to confirm (a reload starts it again).
  useJourneyStart(JOURNEYS.purchase.type, JOURNEYS.purchase.confirm, token);
  useEffect(() => {
    // A reload must re-read this confirmation, not start another one.
    if (token && source?.kind !== 'token')
      navigate(`/order/confirm?token=${encodeURIComponent(token)}`, { replace: true });
  }, [token, source, navigate]);

  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={
        <EmptyState kind="cart" title={t.nothingToConfirm} linkTo="/shoppingCart" linkText={t.goToCart} />
      }
    >
      {(info) => <ConfirmView info={info} />}
    </ScreenStates>
  );
}
