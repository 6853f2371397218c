import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCard, ProductPage } from '../../../schemas/api/productCard';
import type { ProductListQuery } from '../../api/booth';
import { errorMessage } from '../../api/errors';
import { Price } from '../../ui/Price';
import styles from './ProductList.module.css';

interface Props {
  /** Identity of the list (tab, coupon…); a new key starts again from page 1. */
  listKey: string;
  sort: 1 | 2 | 3;
  load: (q: ProductListQuery) => Promise<ProductPage>;
  emptyText?: string;
}

const STOCK_TEXT: Record<number, string> = { 1: 'Sold out', 2: 'Snapped up', 3: 'Not yet on sale' };
const PAGE_SIZE = 10;

/** Sales move products between pages while a shopper scrolls; a product already shown is not shown twice. */
function appendNew(items: ProductCard[], more: ProductCard[]): ProductCard[] {
  const seen = new Set(items.map((p) => p.skuNo));
  return [...items, ...more.filter((p) => !seen.has(p.skuNo))];
}

type State = {
  items: ProductCard[];
  pageNo: number;
  hasMore: boolean;
  status: 'loading' | 'idle' | 'error';
  error?: string;
};

/** A paged product list: infinite scroll with a button fallback, and errors that keep what was loaded. */
export function ProductList({ listKey, sort, load, emptyText = 'No products here yet' }: Props) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ items: [], pageNo: 0, hasMore: true, status: 'loading' });
  const sentinel = useRef<HTMLDivElement>(null);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (pageNo: number, reset: boolean) => {
      const mine = ++generation.current;
      setState((s) => ({ ...(reset ? { items: [], pageNo: 0, hasMore: true } : s), status: 'loading' }));
      load({ sort, pageNo, pageSize: PAGE_SIZE }).then(
        (page) => {
          if (mine !== generation.current) return;
          setState((s) => ({
            items: reset ? page.items : appendNew(s.items, page.items),
            pageNo: page.pageNo,
            hasMore: page.hasMore,
            status: 'idle',
          }));
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          setState((s) => ({ ...s, status: 'error', error: errorMessage(error) }));
        },
      );
    },
    [load, sort],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list key or sort restarts from page 1.
  useEffect(() => fetchPage(1, true), [listKey, sort]);

  const loadMore = useCallback(() => {
    if (state.status === 'idle' && state.hasMore) fetchPage(state.pageNo + 1, false);
  }, [state.status, state.hasMore, state.pageNo, fetchPage]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore]);

  return (
    <section aria-label="Products" data-testid="product-list">
      <ul className={styles.list}>
        {state.items.map((p) => (
          <li key={p.skuNo}>
            <button
              type="button"
              className={styles.card}
              onClick={() =>
                navigate(`/product/detail/${encodeURIComponent(p.spuNo)}/${encodeURIComponent(p.skuNo)}`)
              }
            >
              <img
                className={styles.image}
                src={p.imageUrl}
                alt={p.name}
                width={180}
                height={180}
                loading="lazy"
              />
              <span className={styles.name}>{p.name}</span>
              {p.stockState === 0 ? (
                <span className={styles.price}>
                  <Price cents={p.salePriceCents} />
                </span>
              ) : (
                <span className={styles.soldOut}>{STOCK_TEXT[p.stockState]}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {state.status === 'loading' && <p className={styles.status}>Loading…</p>}
      {state.status === 'error' && (
        <p className={styles.status} role="alert">
          {state.error}{' '}
          <button
            type="button"
            className={styles.more}
            onClick={() => fetchPage(state.pageNo + 1, state.items.length === 0)}
          >
            Try again
          </button>
        </p>
      )}
      {state.status === 'idle' && state.items.length === 0 && <p className={styles.status}>{emptyText}</p>}
      {state.status === 'idle' && state.hasMore && state.items.length > 0 && (
        <button type="button" className={styles.more} onClick={loadMore}>
          Load more
        </button>
      )}
      {state.status === 'idle' && !state.hasMore && state.items.length > 0 && (
        <p className={styles.status}>That's everything</p>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  );
}
