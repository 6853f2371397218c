import { lazy, Suspense } from 'react';
import { FAST } from '../../api/product';
import { fetchShipment } from '../../api/shipment';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './Extras.module.css';
import { productMessages } from './messages';
import page from './ProductPage.module.css';
import { estimateText } from './shipmentText';

/** A line's height with nothing in it to read. */
const NBSP = '\u00a0';

/** The 配送 sheet is its own chunk: most visits never open it. */
const ShippingSheet = lazy(() => import('./ShippingSheet'));

/**
 * Ship-from, delivery window and freight of the chosen SKU. The server picks the destination: the
 * customer's default address when logged in, a generic region otherwise (so a sign-on reads it again).
 * Failing quietly keeps the store line, which is all the row showed before. Tapping the row opens the
 * 配送 sheet (product-shipment-detail).
 */
export function ShipmentRow({ skuNo, storeName }: { skuNo: string; storeName: string }) {
  const t = useMessages(productMessages);
  const { state } = useScreenData(() => fetchShipment(skuNo, FAST), { key: skuNo, part: true });
  const detail = state.status === 'ready' ? state.data : null;
  const sheet = useHistorySheet('sheet', 'shipping');

  return (
    <>
      <button type="button" className={page.rowButton} data-testid="shipment-row" onClick={sheet.show}>
        <span className={page.rowLabel}>{t.shipping}</span>
        <span className={page.rowValue}>
          {detail ? (
            <>
              <span className={styles.shipLine}>
                {detail.shipFrom.city} → {detail.destination.label} ·{' '}
                {detail.freightCents > 0 ? t.freight(formatMoney(detail.freightCents)) : t.freeShipping}
              </span>
              <span className={styles.shipLine} data-testid="shipment-estimate">
                {estimateText(detail)}
              </span>
              <span className={styles.shipNote}>
                {t.soldBy(storeName)} {detail.deliveryNote}
              </span>
            </>
          ) : state.status === 'loading' || state.status === 'idle' ? (
            // The server's first screen and the wait for the answer hold the row at its answered height
            // (two lines and the note), so nothing under it moves down when it comes (CLS).
            <>
              <span className={styles.shipLine} aria-hidden="true">
                {NBSP}
              </span>
              <span className={styles.shipLine} aria-hidden="true">
                {NBSP}
              </span>
              <span className={styles.shipNote}>{t.soldBy(storeName)}</span>
            </>
          ) : (
            t.soldBy(storeName)
          )}
        </span>
      </button>
      {sheet.open && (
        <Suspense fallback={null}>
          <ShippingSheet sheet={sheet} skuNo={skuNo} />
        </Suspense>
      )}
    </>
  );
}
