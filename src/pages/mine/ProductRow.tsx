import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '../../../schemas/booth/product-path';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { mineListMessages } from './listMessages';
import styles from './MineLists.module.css';

export interface ProductRowProps {
  spuNo: string;
  skuNo: string;
  name: string;
  specName: string;
  imageUrl: string;
  priceCents: number;
  /** 1: on sale; 0: the SKU, product or store is off the shelf. */
  status: 0 | 1;
  /** Marks under the price (降价). */
  marks?: ReactNode;
  onRemove: () => void;
}

/**
 * One product of 收藏 or 浏览记录: the picture and words open the product page; the remove button is its
 * own control beside the link (never a tap target inside it).
 */
export function ProductRow(p: ProductRowProps) {
  const t = useMessages(mineListMessages);
  return (
    <li className={styles.row}>
      <Link to={productPath(p)} className={styles.product}>
        <span className={styles.thumb}>
          <Image src={p.imageUrl} alt={p.name} radius={6} />
        </span>
        <span className={styles.body}>
          <span className={styles.name}>{p.name}</span>
          {p.specName && <span className={styles.spec}>{p.specName}</span>}
          <span className={styles.priceLine}>
            <Price cents={p.priceCents} size="sm" />
            {p.status === 0 && <Tag type="default">{t.unavailable}</Tag>}
            {p.marks}
          </span>
        </span>
      </Link>
      <button type="button" className={styles.remove} aria-label={t.removeNamed(p.name)} onClick={p.onRemove}>
        {t.remove}
      </button>
    </li>
  );
}
