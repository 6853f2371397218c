import { useEffect, useReducer, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ProductPrice } from '../../../schemas/api/product';
import { ACTIVITY_KEYS, PRICE_LABEL_KEYS, productLabelMessages } from '../../../schemas/i18n/productLabels';
import { fetchProductPrice } from '../../api/product';
import { recordView } from '../../api/viewHistory';
import { formatCountdown } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/hydration';
import { serverNow } from '../../lib/serverClock';
import { ScreenStates } from '../../screen/ScreenStates';
import { useScreenData } from '../../screen/useScreenData';
import { refreshCounts, useCounts } from '../../session/counts';
import { getUserCode } from '../../session/userStore';
import { useSessionEpoch } from '../../session/useSessionEpoch';
// Shared first: the page's own rules load after it and may refine it.
import actionBar from '../../ui/ActionBar.module.css';
import { CartIcon } from '../../ui/CartIcon';
import { Price } from '../../ui/Price';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { ActivityTags } from '../promotion/ActivityTags';
import { PurchasePanel } from '../purchase/PurchasePanel';
import { PlacementSlot } from '../slot/PlacementSlot';
import { SpecialOfferRow } from '../special/SpecialOfferRow';
import { CouponClaimSheet, CouponStrip } from './CouponStrip';
import { DetailImages } from './DetailImages';
import { Gallery } from './Gallery';
import { buyModeOf } from './labels';
import { productMessages } from './messages';
import { FavoriteButton, ShareButton } from './ProductButtons';
import styles from './ProductPage.module.css';
import { ProductSpecs } from './ProductSpecs';
import { peekPendingBuy, takePendingBuy } from './pendingBuy';
import { ReminderButton } from './ReminderButton';
import { ReviewsSummary } from './ReviewsSummary';
import { ShipmentRow } from './ShipmentRow';
import { type SheetIntent, SkuSheet } from './SkuSheet';
import { StockLabel } from './StockLabel';
import { initialPicker, type PickerState, pickerReducer, type SkuOption } from './skuPicker';
import { useBuyActions } from './useBuyActions';
import { type ProductData, useProduct } from './useProduct';
import { useStoreCoupons } from './useStoreCoupons';

type Ready = ProductData;

/** Every option carries its stock and purchase limit, so the picker never has to learn them later. */
function skuOptions({ fast, price, full }: Ready): SkuOption[] {
  if (full && full.skus.length > 0) return full.skus;
  return [
    {
      skuNo: fast.skuNo,
      specName: fast.specName,
      status: fast.status,
      stockState: fast.stockState,
      salePriceCents: price.salePriceCents,
      imageUrl: fast.imageUrl,
      stock: fast.stock,
      purchaseLimit: fast.purchaseLimit,
    },
  ];
}

/**
 * The price of the chosen SKU: the page's own answer for the SKU in the address, price-v1 of the chosen one
 * otherwise (its label, activity and market price are the SKU's own). While that answer is on its way the
 * chosen SKU's sale price from the SKU list stands in, without the market price of another SKU.
 */
function useChosenPrice(data: Ready, picker: PickerState): ProductPrice {
  const { fast, price, speedFlag } = data;
  const other = picker.skuNo !== fast.skuNo;
  // price-v1 while the SKU's flash sale is on or near (product/speed), the full price otherwise.
  const chosen = useScreenData(
    () => fetchProductPrice({ spuNo: fast.spuNo, skuNo: picker.skuNo }, speedFlag),
    {
      key: picker.skuNo,
      part: true,
      enabled: other,
    },
  );
  if (!other) return price;
  if (chosen.state.status === 'ready' && chosen.state.data.skuNo === picker.skuNo) return chosen.state.data;
  const option = picker.skus.find((s) => s.skuNo === picker.skuNo);
  const sale = option?.salePriceCents ?? price.salePriceCents;
  return { ...price, skuNo: picker.skuNo, salePriceCents: sale, marketPriceCents: sale };
}

function ProductView({ data }: { data: Ready }) {
  const { fast, full } = data;
  const t = useMessages(productMessages);
  const labels = useMessages(productLabelMessages);
  const navigate = useNavigate();
  // The shopper's own count shows after hydration: a server-rendered first screen has none (ADR 0029).
  const counts = useCounts();
  const cart = useHydrated() ? counts.cart : 0;
  const sheet = useHistorySheet('sku');
  // Its own history entry too, so back closes the coupon sheet like the SKU picker.
  const couponSheet = useHistorySheet('coupons');
  const storeCoupons = useStoreCoupons(fast.skuNo);
  const [intent, setIntent] = useState<SheetIntent>('choose');
  const [picker, dispatch] = useReducer(pickerReducer, undefined, () =>
    initialPicker(skuOptions(data), fast.skuNo),
  );
  const { busy, add, buyNow } = useBuyActions(
    fast.spuNo,
    picker,
    dispatch,
    sheet.hide,
    fast.storeType === 'luxury',
  );

  const price = useChosenPrice(data, picker);
  const epoch = useSessionEpoch();

  // The SKU list (with every SKU's stock and limit) grows when the full base arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the SKU list changes.
  useEffect(() => {
    dispatch({ type: 'reset', skus: skuOptions(data), skuNo: picker.skuNo });
  }, [full, fast]);

  // Back from a sign-on that a buy started: the choice shows again at once, and once the session is in
  // (the epoch moves when it completes) the buy completes, taken from storage first so it happens once.
  // Waits for the SKU list that holds the chosen SKU, so the sheet shows what is being bought.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the session or the SKU list changes.
  useEffect(() => {
    const pending = peekPendingBuy(sessionStorage, fast.spuNo, Date.now());
    if (!pending || !picker.skus.some((s) => s.skuNo === pending.skuNo)) return;
    dispatch({ type: 'choose', skuNo: pending.skuNo });
    dispatch({ type: 'setQuantity', quantity: pending.quantity });
    if (!getUserCode()) return;
    const buy = takePendingBuy(sessionStorage, fast.spuNo, Date.now());
    if (!buy) return;
    const choice = { skuNo: buy.skuNo, quantity: buy.quantity };
    if (buy.action === 'cart') void add(choice);
    else void buyNow(choice);
  }, [epoch, picker.skus]);

  const mode = buyModeOf(fast.status, fast.stockState);
  const openSheet = (next: SheetIntent) => {
    setIntent(next);
    sheet.show();
  };
  const images = full && full.images.length > 0 ? full.images : [fast.imageUrl];
  const chosen = picker.skus.find((s) => s.skuNo === picker.skuNo);

  return (
    <article
      className={styles.page}
      data-testid="product-page"
      data-stock-state={fast.stockState}
      data-status={fast.status}
    >
      <Gallery images={images} alt={fast.name} />
      <section className={styles.card}>
        <div className={styles.priceRow}>
          {price.priceLabel !== null && (
            <span className={styles.priceLabel}>{labels[PRICE_LABEL_KEYS[price.priceLabel]]}</span>
          )}
          <Price cents={price.salePriceCents} size="lg" />
          {price.marketPriceCents > price.salePriceCents && (
            <Price cents={price.marketPriceCents} size="sm" original />
          )}
        </div>
        <div className={styles.tags}>
          {price.activityType !== null && (
            <span className={styles.tag}>{labels[ACTIVITY_KEYS[price.activityType]]}</span>
          )}
          {fast.status !== 1 ? (
            <span className={styles.stateTag}>{t.offShelf}</span>
          ) : (
            fast.stockState !== 0 && (
              <span className={styles.stateTag}>
                <StockLabel state={fast.stockState} />
              </span>
            )
          )}
        </div>
        <h2 className={styles.name}>{fast.name}</h2>
        <div className={styles.actionsRow}>
          <FavoriteButton skuNo={fast.skuNo} />
          <ShareButton title={fast.name} imageUrl={fast.imageUrl} content={fast.shortName || fast.brand} />
        </div>
        {mode === 'saleReminder' && fast.saleStartTime !== null && (
          <SaleCountdown startsAt={fast.saleStartTime} />
        )}
      </section>
      <section className={styles.card}>
        <button
          type="button"
          className={styles.rowButton}
          onClick={() => openSheet('choose')}
          disabled={mode !== 'buy'}
        >
          <span className={styles.rowLabel}>{t.chosen}</span>
          <span className={styles.rowValue}>
            {t.chosenValue(chosen?.specName ?? fast.specName, picker.quantity)}
          </span>
        </button>
        <ActivityTags skuNo={picker.skuNo} />
        <CouponStrip coupons={storeCoupons.coupons} onOpen={couponSheet.show} />
        <ShipmentRow skuNo={picker.skuNo} storeName={fast.storeName} />
        <SpecialOfferRow spuNo={fast.spuNo} skuNo={picker.skuNo} priceLabel={price.priceLabel} />
      </section>
      <PurchasePanel spuNo={fast.spuNo} skuNo={picker.skuNo} />
      <section className={styles.card}>
        <Link
          className={styles.store}
          to={`/${fast.storeType === 'luxury' ? 'luxury/store' : 'store'}/${encodeURIComponent(fast.storeNo)}`}
          data-testid="store-entry"
        >
          <span className={styles.storeName}>{fast.storeName}</span>
          <span className={styles.storeGo}>{t.visitStore}</span>
        </Link>
      </section>
      <PlacementSlot code={46} />
      <ReviewsSummary spuNo={fast.spuNo} skuNo={fast.skuNo} />
      <section className={styles.card} aria-labelledby="product-description">
        <h3 id="product-description" className={styles.sectionTitle}>
          {t.details}
        </h3>
        {full ? (
          <p className={styles.description}>{full.description}</p>
        ) : (
          <p className={styles.hint}>{t.loadingDetails}</p>
        )}
      </section>
      <ProductSpecs specs={full?.specs ?? []} />
      <DetailImages images={full?.detailImages ?? []} alt={fast.name} />
      <div className={`${actionBar.actionBar} ${styles.bar}`} data-testid="buy-bar">
        <CartIcon count={cart} onOpen={() => navigate('/shoppingCart')} className={styles.barIcon} />
        {mode === 'buy' && (
          <>
            <button type="button" className={styles.secondary} onClick={() => openSheet('cart')}>
              {t.addToCart}
            </button>
            <button type="button" className={styles.primary} onClick={() => openSheet('buy')}>
              {t.buyNow}
            </button>
          </>
        )}
        {mode === 'arrivalReminder' && <ReminderButton skuNo={fast.skuNo} type="arrival" />}
        {mode === 'saleReminder' && <ReminderButton skuNo={fast.skuNo} type="sale" />}
        {mode === 'offShelf' && (
          <button type="button" className={styles.primary} disabled>
            {t.offShelf}
          </button>
        )}
      </div>
      <SkuSheet
        open={sheet.open && mode === 'buy'}
        onClose={sheet.hide}
        picker={picker}
        dispatch={dispatch}
        intent={intent}
        busy={busy}
        onAddToCart={() => void add()}
        onBuyNow={() => void buyNow()}
      />
      <CouponClaimSheet
        open={couponSheet.open}
        onClose={couponSheet.hide}
        coupons={storeCoupons.coupons}
        claiming={storeCoupons.claiming}
        onClaim={(couponNo) => void storeCoupons.claim(couponNo)}
      />
    </article>
  );
}

function SaleCountdown({ startsAt }: { startsAt: number }) {
  const t = useMessages(productMessages);
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = startsAt - now;
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {left > 0 ? t.onSaleIn(formatCountdown(left)) : t.onSaleNow}
    </p>
  );
}

function ProductScreen() {
  const { spuNo = '', skuNo = '' } = useParams();
  const { state, reload } = useProduct({ spuNo, skuNo });
  useEffect(() => {
    // Keep the badge in step when the page is opened directly.
    void refreshCounts();
  }, []);
  // 浏览记录: a signed-in shopper's view, once per product page; the history is all it feeds.
  useEffect(() => {
    if (skuNo && getUserCode()) recordView(skuNo).catch(() => undefined);
  }, [skuNo]);
  return (
    <ScreenStates state={state} onRetry={reload}>
      {(data) => <ProductView data={data} />}
    </ScreenStates>
  );
}

/**
 * /product/detail/:spuNo/:skuNo and /xhProduct/detail/:spuNo/:skuNo. Keyed by path so moving to
 * another product starts from a clean page (and the skeleton waits for its data again).
 */
export default function ProductPage() {
  const { pathname } = useLocation();
  return <ProductScreen key={pathname} />;
}
