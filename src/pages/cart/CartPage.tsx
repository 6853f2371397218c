import type { CartLine, CartQueryResult, CartTrialResult } from '../../../schemas/api/cart-v2';
import { usePageReady } from '../../app/pageReady';
// Shared first: the page's own rules load after it and may refine it.
import actionBar from '../../ui/ActionBar.module.css';
import { Price } from '../../ui/Price';
import { EmptyState, ErrorState } from '../order/common/StateViews';
import { CartLineRow } from './CartLineRow';
import styles from './CartPage.module.css';
import { useCart } from './useCart';
import { useCartActions } from './useCartActions';

const INVALID_TEXT: Record<string, string> = {
  offShelf: 'Off the shelf',
  soldOut: 'Sold out',
  notStarted: 'Not yet on sale',
  storeClosed: 'Store closed',
};

function InvalidSection({ lines, onClear }: { lines: readonly CartLine[]; onClear: () => void }) {
  return (
    <section className={styles.group} aria-labelledby="cart-invalid" data-testid="cart-invalid">
      <div className={styles.groupHead}>
        <h2 id="cart-invalid" className={styles.groupTitle}>
          Unavailable items ({lines.length})
        </h2>
        <button type="button" className={styles.textButton} onClick={onClear}>
          Clear invalid items
        </button>
      </div>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.lineId} className={`${styles.line} ${styles.invalid}`}>
            <span className={styles.invalidTag}>
              {INVALID_TEXT[line.invalidReason ?? ''] ?? 'Unavailable'}
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
        <span>All</span>
      </label>
      <div className={styles.totals} aria-live="polite">
        <span>
          Total <Price cents={trial?.payableCents ?? summary.selectedGoodsCents} />
        </span>
        {trial && trial.discountCents > 0 && (
          <span className={styles.discount}>
            Saved <Price cents={trial.discountCents} size="sm" />
          </span>
        )}
        {calculating && <span className={styles.calculating}>Calculating…</span>}
      </div>
      <button
        type="button"
        className={styles.checkout}
        disabled={summary.selectedLineCount === 0}
        onClick={onCheckout}
      >
        Checkout ({selectedQuantity})
      </button>
    </div>
  );
}

/** /shoppingCart: lines by store, invalid lines apart, totals from the server's trial. */
export default function CartPage() {
  const { state, trial, calculating, accept, load, retry, setQuantity, whenSettled } = useCart();
  usePageReady(state.status !== 'loading');
  const cart = state.status === 'ready' ? state.cart : null;
  const actions = useCartActions({ cart, accept, load, whenSettled });

  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return state.handled ? null : <ErrorState message={state.message} onRetry={retry} />;
  const { stores, invalidLines } = state.cart;
  if (stores.length === 0 && invalidLines.length === 0)
    return (
      <EmptyState title="Your cart is empty" linkText="Go to the mall">
        <p className={styles.emptyHint}>Items you add will wait for you here.</p>
      </EmptyState>
    );

  const stagesOf = (lineId: number) => trial?.lines.find((l) => l.lineId === lineId)?.stageOptions;
  return (
    <div className={styles.page} data-testid="cart-page">
      <div className={styles.toolbar}>
        <button type="button" className={styles.textButton} onClick={() => void actions.clearAll()}>
          Clear cart
        </button>
      </div>
      {stores.map((store) => (
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
      {invalidLines.length > 0 && (
        <InvalidSection lines={invalidLines} onClear={() => void actions.clearInvalid()} />
      )}
      <Bar
        cart={state.cart}
        trial={trial}
        calculating={calculating}
        onToggleAll={() => void actions.toggleAll()}
        onCheckout={() => void actions.checkout()}
      />
    </div>
  );
}
