import type { ShipmentDetail } from '../../../schemas/api/shipment';
import { FAST } from '../../api/product';
import { fetchShipment } from '../../api/shipment';
import { formatDate, formatMoney } from '../../i18n/format';
import { messagesOf, useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Extras.module.css';
import { productMessages } from './messages';
import page from './ProductPage.module.css';

/** '2025-06-03' as a date in the visit's language: the server already chose the calendar day (China time). */
function day(iso: string): string {
  // Noon Beijing time stays on the same calendar day whatever the formatter's offset.
  return formatDate(Date.parse(`${iso}T12:00:00+08:00`));
}

function estimateText(d: ShipmentDetail): string {
  const t = messagesOf(productMessages);
  const { from, to } = d.estimatedDelivery;
  return from === to ? t.arrives(day(from)) : t.arrivesBetween(day(from), day(to));
}

/**
 * Ship-from, delivery window and freight of the chosen SKU. The server picks the destination: the
 * customer's default address when logged in, a generic region otherwise (so a sign-on reads it again).
 * Failing quietly keeps the store line, which is all the row showed before.
 */
export function ShipmentRow({ skuNo, storeName }: { skuNo: string; storeName: string }) {
  const t = useMessages(productMessages);
  const { state } = useScreenData(() => fetchShipment(skuNo, FAST), { key: skuNo, part: true });
  const detail = state.status === 'ready' ? state.data : null;

  return (
    <div className={page.row} data-testid="shipment-row">
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
        ) : (
          t.soldBy(storeName)
        )}
      </span>
    </div>
  );
}
