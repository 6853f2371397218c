import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../../schemas/booth/page';
import { productLists, servedDailyDeals } from '../../api/productLists';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { useRouteData } from '../../screen/routeData';
import { dealLayout } from './dealLayout';
import { boothPageMessages } from './messages';
import { SortedProducts } from './SortedProducts';
import { TabBar } from './TabBar';
import { dealTab, dealTabs } from './tabs';

/** /dailyDeal: the flash-sale booth page (code 30) over the deal list tabs 12 / 2 / 13. */
export default function DailyDealPage() {
  const data = useRouteData<BoothLoaderData>();
  const t = useMessages(boothPageMessages);
  const [params, setParams] = useSearchParams();
  const tab = dealTab(new URL(`http://x/?${params.toString()}`));
  const select = (key: 12 | 2 | 13) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  // The three tabs share one layout; each shows it with its own nav item active and its own list.
  const adapt = useCallback((layout: Layout) => dealLayout(layout, tab), [tab]);
  return (
    <BoothView
      key={data.cacheKey}
      data={data}
      adapt={adapt}
      fallbackNav={<TabBar tabs={dealTabs()} active={tab} onSelect={select} label={t.deals} />}
    >
      <SortedProducts
        listKey={`deal-${tab}`}
        load={(q) => productLists.dailyDeal(tab, q)}
        served={(q) => servedDailyDeals(tab, q)}
        emptyText={tab === 2 ? t.noUpcomingDeals : t.noDealsNow}
      />
    </BoothView>
  );
}
