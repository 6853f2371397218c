import { fetchCouponCategories } from '../../api/couponCenter';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { TabBar } from '../booth/TabBar';
import { couponMessages } from './messages';

/** "All" in the strip; the categories are their catalogue codes. */
const ALL = 'all';

/**
 * The category filter above a coupon's product list (get-coupon-category): all, then each category of the
 * goods it covers. Shown only when they span more than one category; the choice lives in ?category=.
 */
export function CouponCategoryBar({
  couponNo,
  active,
  onSelect,
}: {
  couponNo: string;
  active: number | null;
  onSelect: (categoryCode: number | null) => void;
}) {
  const t = useMessages(couponMessages);
  const { state } = useScreenData(() => fetchCouponCategories(couponNo), { key: couponNo, part: true });
  const categories = state.status === 'ready' ? state.data.categories : [];
  if (categories.length < 2) return null;
  const tabs = [
    { key: ALL, label: t['centerTab.0'] },
    ...categories.map((c) => ({ key: String(c.categoryCode), label: c.name })),
  ];
  return (
    <TabBar
      tabs={tabs}
      active={active === null ? ALL : String(active)}
      onSelect={(key) => onSelect(key === ALL ? null : Number(key))}
      label={t.categoriesLabel}
    />
  );
}
