import { useParams, useSearchParams } from 'react-router-dom';
import { fetchCouponProducts } from '../../api/couponCenter';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { useRouteData } from '../../screen/routeData';
import { CouponCategoryBar } from '../coupon/CouponCategoryBar';
import { boothPageMessages } from './messages';
import { SortedProducts } from './SortedProducts';

/** /product/list/:couponNo: the activity booth page over the products the coupon applies to. */
export default function ActivityProductsPage() {
  const data = useRouteData<BoothLoaderData>();
  const t = useMessages(boothPageMessages);
  const { couponNo = '' } = useParams();
  // The coupon's goods may be narrowed to one of their categories (?category=, replacing the entry).
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('category'));
  const category = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = (next: number | null) => {
    const search = new URLSearchParams(params);
    if (next === null) search.delete('category');
    else search.set('category', String(next));
    setParams(search, { replace: true });
  };
  return (
    <BoothView key={data.cacheKey} data={data}>
      <CouponCategoryBar couponNo={couponNo} active={category} onSelect={choose} />
      <SortedProducts
        listKey={`coupon-${couponNo}-${category ?? 'all'}`}
        load={(q) => fetchCouponProducts(couponNo, category, q)}
        emptyText={t.noActivityProducts}
      />
    </BoothView>
  );
}
