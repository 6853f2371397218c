import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ItemHeader } from '../../screen/ItemHeader';
import styles from './AfterSale.module.css';
import { afterSaleMessages } from './messages';

/** The item an application is about: picture, name, spec, unit price and how many. */
export function ItemSummary({
  item,
}: {
  item: { name: string; specName: string; imageUrl: string; priceCents: number; quantity: number };
}) {
  const t = useMessages(afterSaleMessages);
  return (
    <ItemHeader item={item}>
      <div>
        <p>{formatMoney(item.priceCents)}</p>
        <p className={styles.muted}>{t.quantityShort(item.quantity)}</p>
      </div>
    </ItemHeader>
  );
}
