import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
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
    <div className={styles.item}>
      <div className={styles.itemImage}>
        <Image src={item.imageUrl} alt="" ratio={1} radius={4} />
      </div>
      <div className={styles.itemBody}>
        <p>{item.name}</p>
        <p className={styles.muted}>{item.specName}</p>
      </div>
      <div>
        <p>{formatMoney(item.priceCents)}</p>
        <p className={styles.muted}>{t.quantityShort(item.quantity)}</p>
      </div>
    </div>
  );
}
