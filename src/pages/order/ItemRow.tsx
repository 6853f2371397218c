import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InstalmentStage } from '../../../schemas/api/amounts';
import { productPath } from '../../../schemas/booth/product-path';
import { useMessages } from '../../i18n/messages';
import { Price } from '../../ui/Price';
import styles from './ConfirmPage.module.css';
import { orderMessages } from './messages';

export interface ItemLike {
  skuNo: string;
  spuNo: string;
  name: string;
  specName: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  stage: InstalmentStage | null;
}

/**
 * One bought item: picture, name and spec (as text), unit price and quantity. `quantity` replaces the
 * plain '×n' where the shopper may change it (a stepper on the confirm page of a buy-now order).
 */
export function ItemRow({
  item,
  link = true,
  quantity,
}: {
  item: ItemLike;
  link?: boolean;
  quantity?: ReactNode;
}) {
  const t = useMessages(orderMessages);
  const name = link ? (
    <Link className={styles.itemName} to={productPath(item)}>
      {item.name}
    </Link>
  ) : (
    <span className={styles.itemName}>{item.name}</span>
  );
  return (
    <li className={styles.item}>
      <img className={styles.itemImage} src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.itemBody}>
        {name}
        <span className={styles.muted}>
          {item.specName}
          {item.stage !== null && ` · ${t.instalments(item.stage)}`}
        </span>
      </div>
      <div className={styles.itemPrice}>
        <Price cents={item.priceCents} size="sm" />
        {quantity ?? <span className={styles.muted}>×{item.quantity}</span>}
      </div>
    </li>
  );
}
