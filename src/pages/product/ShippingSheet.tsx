import { useState } from 'react';
import type { Address } from '../../../schemas/api/address';
import { fetchAddresses } from '../../api/address';
import { fetchShipment } from '../../api/shipment';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { Sheet } from '../../ui/Sheet';
import type { HistorySheet } from '../../ui/useHistorySheet';
import styles from './Extras.module.css';
import { productMessages } from './messages';
import { estimateText } from './shipmentText';

/**
 * The product page's 配送 sheet (lazy chunk): where the SKU ships from, to which address, when it arrives,
 * the freight and the store's free-shipping threshold, from product-shipment-detail. A signed-in shopper
 * can see the same for each of their addresses (the server checks the address is theirs).
 */
export default function ShippingSheet({ sheet, skuNo }: { sheet: HistorySheet; skuNo: string }) {
  const t = useMessages(productMessages);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const { state } = useScreenData(() => fetchShipment(skuNo, undefined, addressId), {
    key: `${skuNo}:${addressId ?? ''}`,
    part: true,
  });
  const signedIn = getUserCode() !== null;
  const addresses = useScreenData(() => (signedIn ? fetchAddresses() : Promise.resolve([] as Address[])), {
    key: signedIn ? 'mine' : 'nobody',
    part: true,
  });
  const detail = state.status === 'ready' ? state.data : null;
  const mine = addresses.state.status === 'ready' ? addresses.state.data : [];
  const chosen = detail?.destination.addressId ?? null;

  return (
    <Sheet sheet={sheet} title={t.shippingDetail}>
      {state.status === 'error' && <p className={styles.shipNote}>{t.shippingUnavailable}</p>}
      {detail && (
        <dl className={styles.shipSheet} data-testid="shipping-sheet">
          <dt>{t.shipping}</dt>
          <dd>
            {t.shipFromPlace(
              detail.shipFrom.storeName,
              `${detail.shipFrom.province} ${detail.shipFrom.city}`,
            )}
          </dd>
          <dt>{t.deliverTo}</dt>
          <dd>{detail.destination.label}</dd>
          <dd>
            {estimateText(detail)} ·{' '}
            {t.deliveryDays(detail.estimatedDelivery.minDays, detail.estimatedDelivery.maxDays)}
          </dd>
          <dd>
            {detail.freightCents > 0 ? t.freight(formatMoney(detail.freightCents)) : t.freeShipping}
            {' · '}
            {detail.freeFreightFromCents === null
              ? t.alwaysFree
              : t.freeFrom(formatMoney(detail.freeFreightFromCents))}
          </dd>
          <dd className={styles.shipNote}>{detail.deliveryNote}</dd>
        </dl>
      )}
      {mine.length > 1 && (
        <ul className={styles.list} aria-label={t.deliverTo}>
          {mine.map((a) => (
            <li key={a.addressId}>
              <button
                type="button"
                className={styles.shipAddress}
                aria-pressed={chosen === a.addressId}
                onClick={() => setAddressId(a.addressId)}
              >
                {a.name} · {a.province} {a.city} {a.district}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
