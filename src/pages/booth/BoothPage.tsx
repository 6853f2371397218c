import { useLocation } from 'react-router-dom';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useRouteData } from '../../screen/routeData';
import { SearchBox } from '../search/SearchBox';

/** A booth page: /category (with the search box above it), /activity/:pageId, /aggregate. */
export default function BoothPage() {
  const data = useRouteData<BoothLoaderData>();
  const { pathname } = useLocation();
  return (
    <>
      {pathname === '/category' && <SearchBox />}
      <BoothView key={data.cacheKey} data={data} />
    </>
  );
}
