import { productLists, servedEcnyProducts } from '../../api/productLists';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { useRouteData } from '../../screen/routeData';
import { ecnyMessages } from '../ecny/messages';
import { SearchBox } from '../search/SearchBox';
import { boothPageMessages } from './messages';
import { SortedProducts } from './SortedProducts';

/** /e-cny: the digital-yuan zone booth page over the products payable in e-CNY, with the zone's own search box. */
export default function EcnyPage() {
  const data = useRouteData<BoothLoaderData>();
  const t = useMessages(boothPageMessages);
  const ecny = useMessages(ecnyMessages);
  return (
    <>
      <SearchBox to="/e-cny/search" placeholder={ecny.placeholder} />
      <BoothView key={data.cacheKey} data={data}>
        <SortedProducts
          listKey="ecny"
          load={productLists.ecny}
          served={servedEcnyProducts}
          emptyText={t.noEcnyProducts}
        />
      </BoothView>
    </>
  );
}
