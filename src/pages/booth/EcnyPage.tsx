import { useLoaderData } from 'react-router-dom';
import { productLists } from '../../api/booth';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { boothPageMessages } from './messages';
import { SortedProducts } from './SortedProducts';

/** /e-cny: the digital-yuan zone booth page over the products payable in e-CNY. */
export default function EcnyPage() {
  const data = useLoaderData() as BoothLoaderData;
  const t = useMessages(boothPageMessages);
  return (
    <BoothView key={data.cacheKey} data={data}>
      <SortedProducts listKey="ecny" load={productLists.ecny} emptyText={t.noEcnyProducts} />
    </BoothView>
  );
}
