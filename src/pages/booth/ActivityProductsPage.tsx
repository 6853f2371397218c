import { useLoaderData, useParams } from 'react-router-dom';
import { productLists } from '../../api/booth';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { boothPageMessages } from './messages';
import { SortedProducts } from './SortedProducts';

/** /product/list/:couponNo: the activity booth page over the products the coupon applies to. */
export default function ActivityProductsPage() {
  const data = useLoaderData() as BoothLoaderData;
  const t = useMessages(boothPageMessages);
  const { couponNo = '' } = useParams();
  return (
    <BoothView key={data.cacheKey} data={data}>
      <SortedProducts
        listKey={`coupon-${couponNo}`}
        load={(q) => productLists.activity(couponNo, q)}
        emptyText={t.noActivityProducts}
      />
    </BoothView>
  );
}
