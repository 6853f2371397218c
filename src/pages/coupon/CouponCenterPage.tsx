import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CenterCoupon } from '../../../schemas/api/coupon-center';
import { fetchCenterCoupons, fetchCenterTabs } from '../../api/couponCenter';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { Tabs } from '../../ui/Tabs';
import { PlacementSlot } from '../slot/PlacementSlot';
import styles from './Coupon.module.css';
import { CouponActionButton, CouponTicket } from './CouponTicket';
import { claimCampaignCoupon } from './campaignLink';
import { couponTerms, scopeText, validRange } from './couponWords';
import { couponMessages } from './messages';
import { useCenterClaim } from './useCenterClaim';

/** The center's tabs (server: coupon-center/category-list): 0 all, 1 general, 2 category, 3 store, 4 product. */
const TAB_IDS = [0, 1, 2, 3, 4] as const;
type TabId = (typeof TAB_IDS)[number];
const tabIdOf = (name: string): TabId => TAB_IDS.find((id) => String(id) === name) ?? 0;

function CenterTicket({
  coupon,
  claiming,
  onClaim,
}: {
  coupon: CenterCoupon;
  claiming: boolean;
  onClaim: () => void;
}) {
  const t = useMessages(couponMessages);
  const state = claiming ? -1 : coupon.state;
  const taken = coupon.totalQuantity - coupon.remainingQuantity;
  const percent =
    coupon.totalQuantity > 0 ? Math.min(100, Math.floor((taken * 100) / coupon.totalQuantity)) : 0;
  const lines = [
    `${couponTerms(coupon)} · ${scopeText(coupon.scope)}`,
    coupon.validity === 'days' && coupon.validDays !== null
      ? t.validDays(coupon.validDays)
      : validRange(coupon.startAt, coupon.endAt),
  ];
  if (coupon.state === 5) lines.push(t.claimOpens(formatDateTime(coupon.claimStartAt)));
  return (
    <CouponTicket
      coupon={coupon}
      lines={lines}
      dim={coupon.state === 2 || coupon.state === 6}
      data-testid="center-coupon"
      data-state={state}
      side={
        <>
          <CouponActionButton state={state} couponNo={coupon.couponNo} name={coupon.name} onClaim={onClaim} />
          {(state === 0 || state === -1) && (
            <>
              <span className={styles.progress} aria-hidden="true">
                <span className={styles.progressBar} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.progressText}>{t.remaining(percent)}</span>
            </>
          )}
          {coupon.claimedCount > 0 && (
            <span className={styles.progressText}>{t.claimedCount(coupon.claimedCount)}</span>
          )}
        </>
      }
    />
  );
}

/** A coupon number as the server issues them; anything else in the address is not a claim. */
const COUPON_NO = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * `?claim=<couponNo>`: the coupon a tap elsewhere asked for (the home's new-shopper popup, 立即领取), claimed
 * once on arrival with the same claim as the button, then taken out of the address so that back, a reload
 * or a shared link does not ask again (the popup opened a phone instead).
 */
function useClaimOnArrival(claim: (couponNo: string) => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('claim');
  const done = useRef(false);
  useEffect(() => {
    if (done.current || asked === null) return;
    done.current = true;
    setParams(
      (p) => {
        p.delete('claim');
        return p;
      },
      { replace: true },
    );
    if (COUPON_NO.test(asked)) void claim(asked);
  }, [asked, claim, setParams]);
}

/** One tab of the center, page by page, labelled for the signed-in shopper. */
function CenterList({ tabId }: { tabId: TabId }) {
  const t = useMessages(couponMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchCenterCoupons(tabId, pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    // Back from "go use" or My coupons: claims elsewhere change the labels.
    { key: String(tabId), idOf: (c) => c.couponNo, reshow: true },
  );
  const { claiming, claim } = useCenterClaim(list);
  useClaimOnArrival(claim);
  return (
    <PagedStates
      list={list}
      data-testid="center-coupons"
      empty={<EmptyState kind="coupons" title={t.centerEmpty} linkTo="/coupon/list" linkText={t.toMine} />}
    >
      {(coupons) => (
        <ul className={styles.list}>
          {coupons.map((c) => (
            <CenterTicket
              key={c.couponNo}
              coupon={c}
              claiming={claiming === c.couponNo}
              onClaim={() => void claim(c.couponNo)}
            />
          ))}
        </ul>
      )}
    </PagedStates>
  );
}

/** /couponCenter: the coupon center with its kinds as tabs and a claim button per coupon. */
export default function CouponCenterPage() {
  // A campaign link (/couponCenter?couponToken=…) lands here: its coupon is claimed on arrival.
  useEffect(() => {
    void claimCampaignCoupon();
  }, []);
  const t = useMessages(couponMessages);
  // The tab counts decorate the strip; the list holds the page.
  const tabs = useScreenData(fetchCenterTabs, { key: 'center-tabs', part: true });
  const counts = tabs.state.status === 'ready' ? tabs.state.data.tabs : [];
  const items = TAB_IDS.map((id) => {
    const name = t[`centerTab.${id}`];
    const count = counts.find((c) => c.tabId === id)?.count;
    return { name: String(id), title: count === undefined ? name : t.tabWithCount(name, count) };
  });
  return (
    <div className={styles.page} data-testid="coupon-center">
      <header className={styles.hero}>
        <h2 className={styles.heroTitle}>{t.centerTitle}</h2>
        <Link className={styles.heroLink} to="/coupon/list">
          {t.toMineArrow}
        </Link>
      </header>
      {/* Operators' content for the coupon center (spec §3 placement code 32), between the header and the tabs. */}
      <PlacementSlot code={32} />
      <Tabs tabs={items} sticky label={t.centerTabsLabel}>
        {(active) => <CenterList key={active} tabId={tabIdOf(active)} />}
      </Tabs>
    </div>
  );
}
