import { useLoaderData } from 'react-router-dom';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';

/** A booth page with nothing around it: /category, /activity/:pageId, /aggregate. */
export default function BoothPage() {
  const data = useLoaderData() as BoothLoaderData;
  return <BoothView key={data.cacheKey} data={data} />;
}
