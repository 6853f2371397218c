import { useEffect, useState } from 'react';
import type { ShipmentDetail } from '../../../schemas/api/shipment';
import { FAST } from '../../api/product';
import { fetchShipment } from '../../api/shipment';
import { formatYuan } from '../../lib/money';
import styles from './Extras.module.css';
import page from './ProductPage.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-06-03' → 'Jun 3': the server already chose the calendar day (China time). */
function shortDay(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
}

function estimateText(d: ShipmentDetail): string {
  const { from, to } = d.estimatedDelivery;
  return from === to ? `Arrives ${shortDay(from)}` : `Arrives ${shortDay(from)} – ${shortDay(to)}`;
}

/**
 * Ship-from, delivery window and freight of the chosen SKU. The server picks the destination: the
 * customer's default address when logged in, a generic region otherwise. Failing quietly keeps the
 * store line, which is all the row showed before.
 */
export function ShipmentRow({ skuNo, storeName }: { skuNo: string; storeName: string }) {
  const [detail, setDetail] = useState<ShipmentDetail | null>(null);

  useEffect(() => {
    let current = true;
    fetchShipment(skuNo, FAST).then(
      (d) => {
        if (current) setDetail(d);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [skuNo]);

  return (
    <div className={page.row} data-testid="shipment-row">
      <span className={page.rowLabel}>Shipping</span>
      <span className={page.rowValue}>
        {detail ? (
          <>
            <span className={styles.shipLine}>
              {detail.shipFrom.city} → {detail.destination.label} ·{' '}
              {detail.freightCents > 0 ? `Freight ¥${formatYuan(detail.freightCents)}` : 'Free shipping'}
            </span>
            <span className={styles.shipLine} data-testid="shipment-estimate">
              {estimateText(detail)}
            </span>
            <span className={styles.shipNote}>
              Sold and shipped by {storeName}. {detail.deliveryNote}
            </span>
          </>
        ) : (
          `Sold and shipped by ${storeName}`
        )}
      </span>
    </div>
  );
}
