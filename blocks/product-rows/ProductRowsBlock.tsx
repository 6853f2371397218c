import type { ReactNode } from 'react';
import type { ProductCard } from '../../schemas/api/productCard';
import { useBlockRuntime } from '../runtime';
import { imagePriority } from '../shared/image-priority';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import { productRowsMessages } from './messages';
import { ProductCardView, productLink } from './ProductCardView';
import styles from './ProductRowsBlock.module.css';

/** Placeholder cards while the page's batched product call is in flight. */
function Shimmer({ columns, label }: { columns: number; label: string }) {
  return (
    <ul className={styles.grid} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: columns * 2 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
        <li key={i} className={styles.cell} aria-hidden="true">
          <span className={`${styles.shimmer} ${styles.shimmerImage}`} />
          <span className={`${styles.shimmer} ${styles.shimmerLine}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Products in 1-3 columns. Data comes from runtime.productsFor(block.id), loaded for the whole page
 * in one call; undefined means still loading. Tapping a card opens its SKU detail (link type 1), the
 * purchase-type page for a programme product (productPath).
 */
export default function ProductRowsBlock({ block, index }: BlockProps<'productRows'>) {
  const { title, columns, showPrice } = block.props;
  const runtime = useBlockRuntime();
  const t = useBlockMessages(productRowsMessages);
  const products = runtime.productsFor(block.id);
  const open = (p: ProductCard) => runtime.openLink(productLink(p));
  // Only the first row of a first-screen block is likely visible at load.
  const firstRow = imagePriority(index, runtime.eagerCount);

  let body: ReactNode;
  if (products === undefined) body = <Shimmer columns={columns} label={t.loadingProducts} />;
  else if (products.length === 0) body = <p className={styles.empty}>{t.empty}</p>;
  else
    body = (
      <ul className={styles.grid}>
        {products.map((product, i) => (
          <ProductCardView
            key={product.skuNo}
            product={product}
            showPrice={showPrice}
            priority={i < columns ? firstRow : 'lazy'}
            onOpen={open}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.rows} data-columns={columns} aria-label={title ?? t.products}>
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      {body}
    </section>
  );
}
