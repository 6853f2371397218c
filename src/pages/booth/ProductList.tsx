import { Link } from 'react-router-dom';
import { TITLE_ATTRIBUTE } from '../../../blocks/shared/laneMarks';
import type { ProductPage } from '../../../schemas/api/productCard';
import { productPath } from '../../../schemas/booth/product-path';
import {
  PRICE_LABEL_KEYS,
  productLabelMessages,
  STOCK_STATE_KEYS,
} from '../../../schemas/i18n/productLabels';
import type { ProductListQuery } from '../../api/productLists';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { usePagedList } from '../../screen/usePagedList';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { CardActivityTag } from '../promotion/CardActivityTag';
import { boothPageMessages } from './messages';
import styles from './ProductList.module.css';

interface Props {
  /** Identity of the list (tab, coupon…); a new key starts again from page 1. */
  listKey: string;
  sort: 1 | 2 | 3;
  load: (q: ProductListQuery) => Promise<ProductPage>;
  /** The first page the page carries, when the server rendered this first screen. */
  served?: (q: ProductListQuery) => ProductPage | undefined;
  emptyText?: string;
}

/**
 * A paged product list under a booth layout: infinite scroll with a button fallback, errors that keep
 * what was loaded. A part of its page (the booth layout releases the skeleton), loaded the one way.
 */
export function ProductList({ listKey, sort, load, served, emptyText }: Props) {
  const t = useMessages(boothPageMessages);
  const labels = useMessages(productLabelMessages);
  // Sales move products between pages while a shopper scrolls; a product already shown is not shown twice.
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await load({ sort, pageNo, pageSize });
      return { items: page.items, hasMore: page.hasMore };
    },
    {
      key: `${listKey}|${sort}`,
      idOf: (p) => p.skuNo,
      part: true,
      ...(served ? { served: (pageSize: number) => served({ sort, pageNo: 1, pageSize }) } : {}),
    },
  );

  return (
    <section aria-label={t.products} data-testid="product-list">
      {/* Under a booth layout: the page scrolls as a whole, so no pull to refresh of its own. */}
      <PagedStates
        list={list}
        pullToRefresh={false}
        empty={<p className={styles.status}>{emptyText ?? t.noProducts}</p>}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((p) => (
              <li key={p.skuNo}>
                {/* A link: long-press and open-in-new work, and it is read as one. */}
                <Link className={styles.card} to={productPath(p)}>
                  <img
                    className={styles.image}
                    src={p.imageUrl}
                    alt={p.name}
                    width={180}
                    height={180}
                    loading="lazy"
                  />
                  {/* A title the floating buttons keep off where they can (ADR 0015). */}
                  <span className={styles.name} {...{ [TITLE_ATTRIBUTE]: '' }}>
                    {p.name}
                  </span>
                  {/* Every state shows its price, as a mall's deal list does (a preview tells what it
                      will cost); a state other than on sale reads beside it. */}
                  <span className={styles.price}>
                    <Price cents={p.salePriceCents} />
                    {p.marketPriceCents > p.salePriceCents && (
                      <Price cents={p.marketPriceCents} size="sm" original />
                    )}
                    {/* The price label (spec §3: 1 秒杀价, 8 数字人民币…) beside the price. */}
                    {p.priceLabel !== null && (
                      <Tag type="danger" plain>
                        {labels[PRICE_LABEL_KEYS[p.priceLabel]]}
                      </Tag>
                    )}
                  </span>
                  {p.stockState !== 0 && (
                    <span className={styles.soldOut}>
                      {labels[STOCK_STATE_KEYS[p.stockState] ?? 'soldOut']}
                    </span>
                  )}
                  <CardActivityTag skuNo={p.skuNo} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedStates>
    </section>
  );
}
