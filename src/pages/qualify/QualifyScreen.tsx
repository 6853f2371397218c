import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import ConfirmOrderPage from './ConfirmOrderPage';
import MyQualifyListPage from './MyQualifyListPage';
import ProductListPage from './ProductListPage';
import QualifyIndexPage from './QualifyIndexPage';
import QualifyListPage from './QualifyListPage';
import ResultDetailPage from './ResultDetailPage';
import StrategyPage from './StrategyPage';
import WinnerListPage from './WinnerListPage';

const PAGES: Record<string, ComponentType> = {
  index: QualifyIndexPage,
  list: QualifyListPage,
  'my-qualify-list': MyQualifyListPage,
  'winner-list': WinnerListPage,
  'result-detail': ResultDetailPage,
  'confirm-order': ConfirmOrderPage,
  strategy: StrategyPage,
  'product-list': ProductListPage,
};

/**
 * The eight /qualify routes as one lazy screen: the route table then holds one import for them all, which
 * keeps the first route's bundle (it carries the table) within its budget; the screen picks the page by
 * the path's second segment.
 */
export default function QualifyScreen() {
  const segment = useLocation().pathname.split('/')[2] ?? 'index';
  const Page = PAGES[segment] ?? QualifyIndexPage;
  // The key gives each page its own state when the shopper moves between /qualify routes.
  return <Page key={segment} />;
}
