import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { HeldCouponView, MyCouponTab } from '../../../schemas/api/coupon-center';
import { newUniqueCode } from '../../api/client';
import { fetchCouponSummary, fetchMyCoupons, sendCampaignCoupon } from '../../api/couponCenter';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { Tabs } from '../../ui/Tabs';
import styles from './Coupon.module.css';
import { CouponActionButton, CouponTicket } from './CouponTicket';
import { couponTerms, scopeText, validRange } from './couponWords';
import { couponMessages } from './messages';

const TABS: readonly MyCouponTab[] = ['usable', 'used', 'expired'];
const isTab = (name: string): name is MyCouponTab => TABS.some((t) => t === name);

function HeldTicket({ coupon }: { coupon: HeldCouponView }) {
  const t = useMessages(couponMessages);
  const lines: ReactNode[] = [
    `${couponTerms(coupon)} · ${scopeText(coupon.scope)}`,
    coupon.state === 7 && coupon.usedAt !== null
      ? t.usedAt(formatDateTime(coupon.usedAt))
      : validRange(coupon.validFrom, coupon.validUntil),
  ];
  if (coupon.state === 7 && coupon.orderNo !== null) {
    lines.push(
      <Link className={styles.link} to={`/order/detail?orderNo=${encodeURIComponent(coupon.orderNo)}`}>
        {t.viewOrder}
      </Link>,
    );
  }
  if (coupon.expiringSoon) {
    lines.push(
      <span className={styles.soon} data-testid="expiring-soon">
        {t.expiringSoon} · {t.validUntil(formatDateTime(coupon.validUntil))}
      </span>,
    );
  }
  return (
    <CouponTicket
      coupon={coupon}
      lines={lines}
      dim={coupon.state === 6 || coupon.state === 7}
      data-testid="my-coupon"
      data-state={coupon.state}
      side={<CouponActionButton state={coupon.state} couponNo={coupon.couponNo} name={coupon.name} held />}
    />
  );
}

/** One tab's coupons, page by page; read again when the page is shown again (back from checkout). */
function TabList({ tab }: { tab: MyCouponTab }) {
  const t = useMessages(couponMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchMyCoupons(tab, pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: tab, idOf: (c) => String(c.id), reshow: true },
  );
  return (
    <PagedStates
      list={list}
      data-testid="my-coupons"
      empty={
        <EmptyState kind="coupons" title={t[`empty.${tab}`]} linkTo="/couponCenter" linkText={t.toCenter} />
      }
    >
      {(coupons) => (
        <ul className={styles.list}>
          {coupons.map((c) => (
            <HeldTicket key={c.id} coupon={c} />
          ))}
        </ul>
      )}
    </PagedStates>
  );
}

/** /coupon/list: My coupons in three tabs with their counts, the "expiring soon" banner and the ways on. */
export default function MyCouponsPage() {
  const t = useMessages(couponMessages);
  const [params] = useSearchParams();
  // A campaign link (operator's coupon/operator/campaigns) lands here with its token: the coupon is given
  // once per customer, so reading it again (reload, back) gives nothing more. The -login variant never
  // refuses; it answers why nothing was given instead.
  const token = params.get('couponToken') ?? '';
  const campaign = useScreenData(() => sendCampaignCoupon(token, newUniqueCode(), true), {
    key: `campaign|${token}`,
    enabled: token !== '',
    part: true,
  });
  const given = campaign.state.status === 'ready' ? campaign.state.data : null;
  // A coupon just given shows in the counts and the list: they read again once it has come.
  const version = given?.sent ? 'given' : '';
  // The counts decorate the tabs; the list holds the route's skeleton.
  const summary = useScreenData(fetchCouponSummary, { key: `summary|${version}`, part: true, reshow: true });
  const counts = summary.state.status === 'ready' ? summary.state.data : null;
  const tabs = TABS.map((name) => ({
    name,
    title: counts ? t.tabWithCount(t[`tab.${name}`], counts[name]) : t[`tab.${name}`],
  }));
  return (
    <div className={styles.page} data-testid="my-coupons-page">
      <nav className={styles.links}>
        <Link className={styles.link} to="/couponCenter">
          {t.toCenter}
        </Link>
        <Link className={styles.link} to="/coupon/exchange">
          {t.toExchange}
        </Link>
      </nav>
      {given && (
        <p className={styles.banner} role="status" data-testid="campaign-result">
          {given.coupon
            ? given.sent
              ? t.campaignSent(given.coupon.name)
              : t.campaignAlready(given.coupon.name)
            : t[`campaign.${given.reason ?? 'unknownToken'}`]}
        </p>
      )}
      <Tabs tabs={tabs} sticky label={t.tabsLabel}>
        {(active) => (
          <>
            {active === 'usable' && counts && counts.expiringSoon > 0 && (
              <p className={styles.banner} role="status">
                {t.expiringBanner(counts.expiringSoon)}
              </p>
            )}
            <TabList key={`${active}|${version}`} tab={isTab(active) ? active : 'usable'} />
          </>
        )}
      </Tabs>
    </div>
  );
}
