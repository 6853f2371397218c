import type { CartLine, CartQueryResult, CartTrialResult } from '../../../schemas/api/cart-v2';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
// Shared first: the page's own rules load after it and may refine it.
import actionBar from '../../ui/ActionBar.module.css';
import { Price } from '../../ui/Price';
import { PromotionHints } from '../promotion/PromotionHints';
import { PlacementSlot } from '../slot/PlacementSlot';
import { BestSellersLink } from './BestSellersLink';
import { CartLineRow } from './CartLineRow';
import styles from './CartPage.module.css';
import { cartMessages } from './messages';
import { useCart } from './useCart';
import { useCartActions } from './useCartActions';

const INVALID_REASONS = ['offShelf', 'soldOut', 'notStarted', 'storeClosed'] as const;
type InvalidReason = (typeof INVALID_REASONS)[number];
const isInvalidReason = (r: string | undefined): r is InvalidReason =>
  (INVALID_REASONS as readonly (string | undefined)[]).includes(r);

function InvalidSection({ lines, onClear }: { lines: readonly CartLine[]; onClear: () => void }) {
  const t = useMessages(cartMessages);
  return (
    <section className={styles.group} aria-labelledby="cart-invalid" data-testid="cart-invalid">
      <div className={styles.groupHead}>
        <h2 id="cart-invalid" className={styles.groupTitle}>
          {t.invalidTitle(lines.length)}
        </h2>
        <button type="button" className={styles.textButton} onClick={onClear}>
          {t.clearInvalid}
        </button>
      </div>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.lineId} className={`${styles.line} ${styles.invalid}`}>
            <span className={styles.invalidTag}>
              {isInvalidReason(line.invalidReason)
                ? t[`invalid.${line.invalidReason}`]
                : t['invalid.unknown']}
            </span>
            <img className={styles.thumb} src={line.imageUrl} alt="" width={80} height={80} loading="lazy" />
            <div className={styles.lineBody}>
              <p className={styles.lineName}>{line.name}</p>
              <p className={styles.lineSpec}>{line.specName}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Bar({
  cart,
  trial,
  calculating,
  onToggleAll,
  onCheckout,
}: {
  cart: CartQueryResult;
  trial: CartTrialResult | null;
  calculating: boolean;
  onToggleAll: () => void;
  onCheckout: () => void;
}) {
  const t = useMessages(cartMessages);
  const { summary } = cart;
  // Quantities change on screen before the server's summary is read again: count what is shown.
  const selectedQuantity = cart.stores
    .flatMap((store) => store.lines)
    .reduce((sum, line) => (line.selected ? sum + line.quantity : sum), 0);
  return (
    <div className={actionBar.actionBar} data-testid="cart-bar">
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={summary.allSelected}
          onChange={onToggleAll}
          disabled={summary.lineCount === 0}
        />
        <span>{t.selectAll}</span>
      </label>
      <div className={styles.totals} aria-live="polite">
        <span>
          {t.total} <Price cents={trial?.payableCents ?? summary.selectedGoodsCents} />
        </span>
        {trial && trial.discountCents > 0 && (
          <span className={styles.discount}>
            {t.saved} <Price cents={trial.discountCents} size="sm" />
          </span>
        )}
        {calculating && <span className={styles.calculating}>{t.calculating}</span>}
      </div>
      <button
        type="button"
        className={styles.checkout}
        disabled={summary.selectedLineCount === 0}
        onClick={onCheckout}
      >
        {t.checkout(selectedQuantity)}
      </button>
    </div>
  );
}

/** /shoppingCart: lines by store, invalid lines apart, totals from the server's trial. */
export default function CartPage() {
  const t = useMessages(cartMessages);
  const { state, trial, calculating, accept, reload, setQuantity, whenSettled } = useCart();
  const cart = state.status === 'ready' ? state.data : null;
  const actions = useCartActions({ cart, accept, load: reload, whenSettled });
  const stagesOf = (lineId: number) => trial?.lines.find((l) => l.lineId === lineId)?.stageOptions;

  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      empty={
        <EmptyState kind="cart" title={t.empty} linkText={t.goToMall}>
          <p className={styles.emptyHint}>{t.emptyHint}</p>
          <BestSellersLink />
        </EmptyState>
      }
    >
      {(loaded) => (
        <div className={styles.page} data-testid="cart-page">
          <div className={styles.toolbar}>
            <button type="button" className={styles.textButton} onClick={() => void actions.clearAll()}>
              {t.clearCart}
            </button>
          </div>
          {loaded.stores.map((store) => (
            <section key={store.storeNo} className={styles.group} aria-label={store.storeName}>
              <div className={styles.groupHead}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={store.lines.every((l) => l.selected)}
                    onChange={() => void actions.toggleStore(store.lines)}
                  />
                  <span className={styles.groupTitle}>{store.storeName}</span>
                </label>
              </div>
              <PromotionHints groups={trial?.promotions} skuNos={store.lines.map((l) => l.skuNo)} />
              <ul className={styles.lines}>
                {store.lines.map((line) => (
                  <CartLineRow
                    key={line.lineId}
                    line={line}
                    stageOptions={stagesOf(line.lineId)}
                    onSelect={(l) => void actions.toggleLine(l)}
                    onQuantity={setQuantity}
                    onStage={(id, stage) => void actions.stage(id, stage)}
                    onDelete={(l) => void actions.remove(l)}
                    onFavor={(l) => void actions.favor(l)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {loaded.invalidLines.length > 0 && (
            <InvalidSection lines={loaded.invalidLines} onClear={() => void actions.clearInvalid()} />
          )}
          <PlacementSlot code={41} />
          <Bar
            cart={loaded}
            trial={trial}
            calculating={calculating}
            onToggleAll={() => void actions.toggleAll()}
            onCheckout={() => void actions.checkout()}
          />
        </div>
      )}
    </ScreenStates>
  );
}
