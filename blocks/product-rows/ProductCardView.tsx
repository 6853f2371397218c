import type { ProductCard } from '../../schemas/api/productCard';
import type { ProductLink } from '../../schemas/booth/link-path';
import { PRICE_LABEL_KEYS, productLabelMessages, STOCK_STATE_KEYS } from '../../schemas/i18n/productLabels';
import { clampText } from '../../schemas/text-clamp';
import { BlockImage } from '../shared/BlockImage';
import { linkHref } from '../shared/BlockLink';
import { BlockPrice } from '../shared/BlockPrice';
import type { ImagePriority } from '../shared/image-priority';
import { TITLE_ATTRIBUTE } from '../shared/laneMarks';
import { useBlockMessages } from '../shared/useBlockMessages';
import styles from './ProductRowsBlock.module.css';

/** A card's link: its SKU, and whether the product is in a purchase programme (productPath). */
export const productLink = (p: ProductCard): ProductLink => ({
  linkType: 1,
  spuNo: p.spuNo,
  skuNo: p.skuNo,
  purchase: p.purchase,
});

export interface ProductCardViewProps {
  product: ProductCard;
  showPrice: boolean;
  priority: ImagePriority;
  onOpen: (product: ProductCard) => void;
}

/**
 * One product card; product names and labels come from the catalogue and render as text. A link to the
 * product's page (long-press opens it, and where it leads is on the page); the tap still goes
 * through onOpen (the runtime's openLink).
 */
export function ProductCardView({ product, showPrice, priority, onOpen }: ProductCardViewProps) {
  const t = useBlockMessages(productLabelMessages);
  const stockKey = STOCK_STATE_KEYS[product.stockState];
  const badge = stockKey ? t[stockKey] : null;
  const tag = product.priceLabel === null ? undefined : t[PRICE_LABEL_KEYS[product.priceLabel]];
  return (
    <li className={styles.cell}>
      <a
        href={linkHref(productLink(product))}
        className={styles.card}
        data-stock-state={product.stockState}
        onClick={(event) => {
          event.preventDefault();
          onOpen(product);
        }}
      >
        <span className={styles.media}>
          <BlockImage
            className={badge ? `${styles.image} ${styles.dimmed}` : styles.image}
            src={product.imageUrl}
            alt=""
            width={1}
            height={1}
            index={-1}
            priority={priority}
          />
          {badge && <span className={styles.badge}>{badge}</span>}
        </span>
        {/* Marked as a title: the floating buttons keep off it where they can (shared/floatingLane.ts). */}
        <span className={styles.name} {...{ [TITLE_ATTRIBUTE]: '' }}>
          {clampText(product.name)}
        </span>
        {showPrice && (
          <span className={styles.prices}>
            {tag && <span className={styles.tag}>{tag}</span>}
            <BlockPrice cents={product.salePriceCents} />
            {product.marketPriceCents > product.salePriceCents && (
              <BlockPrice cents={product.marketPriceCents} original />
            )}
          </span>
        )}
      </a>
    </li>
  );
}
