import { useSearchParams } from 'react-router-dom';
import { BoothView } from '../../booth/BoothView';
import type { BoothLoaderData } from '../../booth/boothLoader';
import { useMessages } from '../../i18n/messages';
import { useRouteData } from '../../screen/routeData';
import { SearchBox } from '../search/SearchBox';
import { boothPageMessages } from './messages';
import { TabBar } from './TabBar';
import { categoryPageCode, categoryTabs } from './tabs';

/** /index: the home booth page (code 10) and the category tabs 20–28, each its own booth page. */
export default function HomePage() {
  const data = useRouteData<BoothLoaderData>();
  const t = useMessages(boothPageMessages);
  const [params, setParams] = useSearchParams();
  const active = categoryPageCode(new URL(`http://x/?${params.toString()}`));
  const select = (code: number) => {
    const next = new URLSearchParams(params);
    if (code === 10) next.delete('tab');
    else next.set('tab', String(code));
    setParams(next, { replace: true });
  };
  // The operator's nav bar, when the layout has one, is the tab strip; ours stands in otherwise.
  return (
    <>
      <SearchBox />
      <BoothView
        key={data.cacheKey}
        data={data}
        fallbackNav={<TabBar tabs={categoryTabs()} active={active} onSelect={select} label={t.categories} />}
      />
    </>
  );
}
