import { Link } from 'react-router-dom';
import type { SearchCard } from '../../../schemas/api/search';
import { productPath } from '../../../schemas/booth/product-path';
import {
  PRICE_LABEL_KEYS,
  productLabelMessages,
  STOCK_STATE_KEYS,
} from '../../../schemas/i18n/productLabels';
import { clampText } from '../../../schemas/text-clamp';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { CardActivityTag } from '../promotion/CardActivityTag';
import { searchMessages } from './messages';
import styles from './ResultGrid.module.css';

/** Search result cards, two a row: picture, name, price (or why it cannot be bought), sales and store. */
export function ResultGrid({ items, label }: { items: readonly SearchCard[]; label: string }) {
  const t = useMessages(searchMessages);
  const labels = useMessages(productLabelMessages);
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((p) => (
        <li key={p.spuNo}>
          {/* A link: long-press and open-in-new work, and it is read as one. */}
          <Link className={styles.card} to={productPath(p)}>
            <img
              className={styles.image}
              src={p.imageUrl}
              alt={p.name}
              width={172}
              height={172}
              loading="lazy"
            />
            {/* Spec §5: cut at width 48 (non-ASCII counts 2); the picture's alt keeps the whole name. */}
            <span className={styles.name}>{clampText(p.name)}</span>
            {p.stockState === 0 ? (
              <span className={styles.price}>
                <Price cents={p.salePriceCents} />
                {p.priceLabel !== null && (
                  <span className={styles.label}>
                    <Tag type="danger" plain>
                      {labels[PRICE_LABEL_KEYS[p.priceLabel]]}
                    </Tag>
                  </span>
                )}
              </span>
            ) : (
              <span className={styles.soldOut}>{labels[STOCK_STATE_KEYS[p.stockState] ?? 'soldOut']}</span>
            )}
            <CardActivityTag skuNo={p.skuNo} />
            <span className={styles.meta}>
              <span>{t.sales(formatCount(p.salesVolume, true))}</span>
              <span className={styles.store}>{p.storeName}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
