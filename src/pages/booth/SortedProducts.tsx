import { useSearchParams } from 'react-router-dom';
import type { ProductPage } from '../../../schemas/api/productCard';
import type { ProductListQuery } from '../../api/productLists';
import { useMessages } from '../../i18n/messages';
import { boothPageMessages } from './messages';
import { ProductList } from './ProductList';
import { TabBar } from './TabBar';
import { sortKey, sortTabs } from './tabs';

interface Props {
  listKey: string;
  load: (q: ProductListQuery) => Promise<ProductPage>;
  /** The first page the page carries (a server-rendered first screen's). */
  served?: (q: ProductListQuery) => ProductPage | undefined;
  emptyText?: string;
}

/** Sort bar (spec sort keys: sales volume, approval time, sku amount) over a paged product list. */
export function SortedProducts({ listKey, load, served, emptyText }: Props) {
  const t = useMessages(boothPageMessages);
  const [params, setParams] = useSearchParams();
  const sort = sortKey(params);
  const select = (key: 1 | 2 | 3) => {
    const next = new URLSearchParams(params);
    next.set('sort', String(key));
    setParams(next, { replace: true });
  };
  return (
    <>
      <TabBar tabs={sortTabs()} active={sort} onSelect={select} label={t.sortBy} />
      <ProductList
        listKey={listKey}
        sort={sort}
        load={load}
        {...(served ? { served } : {})}
        emptyText={emptyText}
      />
    </>
  );
}
