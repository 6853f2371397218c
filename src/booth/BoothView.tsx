import { type ReactNode, useMemo } from 'react';
import type { Layout } from '../../schemas/booth/page';
import { usePageReady } from '../screen/pageReady';
import { usePageTitle } from '../screen/pageTitle';
import { useRevalidate } from '../screen/routeData';
import { FailurePage } from '../ui/FailurePage';
import { Skeleton } from '../ui/Skeleton';
import { BoothRenderer } from './BoothRenderer';
import type { BoothLoaderData } from './boothLoader';
import { ComingSoon } from './ComingSoon';
import { opensAtOf } from './opensAt';
import { useBoothLayout } from './useBoothLayout';
import { usePageCard } from './usePageCard';
import { usePreparedBlocks } from './usePreparedBlocks';

interface Props {
  data: BoothLoaderData;
  children?: ReactNode;
  /** Built-in tabs for when the layout has no nav bar of its own. */
  fallbackNav?: ReactNode;
  /**
   * The layout as this page state shows it (e.g. the daily-deal tab marks its own nav item); keep it
   * stable (useCallback) so the page's products are not prepared again on every render.
   */
  adapt?: (layout: Layout) => Layout;
}

/** A booth page body: loading skeleton, the rendered layout, or the failure page with reload. */
export function BoothView({ data, children, fallbackNav, adapt }: Props) {
  const state = useBoothLayout(data);
  const revalidate = useRevalidate();
  const loadedLayout = state.status === 'ready' ? state.loaded.layout : null;
  const layout = useMemo(
    () => (loadedLayout && adapt ? adapt(loadedLayout) : loadedLayout),
    [loadedLayout, adapt],
  );
  const prepared = usePreparedBlocks(layout ? layout.blocks : null);
  usePageReady(state.status === 'failed' || prepared.ready);
  // The layout's title (operators' data: '手机', '数字人民币专区') names the page, not the route's generic one.
  usePageTitle(state.status === 'ready' ? state.loaded.layout.title : undefined);
  usePageCard(state.status === 'ready' ? state.loaded.layout : null);

  if (state.status === 'loading' || (state.status === 'ready' && !prepared.ready)) return <Skeleton />;
  if (state.status === 'failed') {
    const opensAt = opensAtOf(state.error);
    if (opensAt !== null) return <ComingSoon opensAt={opensAt} onReload={revalidate} />;
    return <FailurePage onReload={revalidate} />;
  }
  return (
    <div data-testid="booth-page" data-page-id={state.loaded.layout.pageId} data-source={state.loaded.source}>
      <BoothRenderer
        layout={layout ?? state.loaded.layout}
        dropped={state.loaded.dropped}
        preview={data.preview}
        productsFor={prepared.productsFor}
        fallbackNav={fallbackNav}
      >
        {children}
      </BoothRenderer>
    </div>
  );
}
