import { Link } from 'react-router-dom';
import { LANGS, type Lang } from '../../../schemas/i18n/lang';
import { chooseLang, getLang } from '../../i18n/lang';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useScreenData } from '../../screen/useScreenData';
import { Badge } from '../../ui/Badge';
import { Cell } from '../../ui/Cell';
import { CellGroup } from '../../ui/CellGroup';
import { elderMessages } from '../../ui/elderMessages';
import { setElderMode, useElderMode } from '../../ui/elderMode';
import { LineIcon, type LineIconName } from '../../ui/lineIcons';
import styles from './MinePage.module.css';
import { mineMessages } from './messages';
import { loadMine, type MineData, ORDER_ROW } from './mineData';
import { privacyMessages } from './privacyMessages';

/** Where each service of the page leads (routes of src/app/routeTable.ts). */
const SERVICES = [
  ['favourites', '/mine/favourites', 'heart'],
  ['myReviews', '/mine/reviews', 'star'],
  ['history', '/mine/history', 'clock'],
  ['coupons', '/coupon/list', 'ticket'],
  ['couponCenter', '/couponCenter', 'ticketPlus'],
  ['messages', '/message', 'bell'],
  ['lotteries', '/lottery/myLotteryList', 'gift'],
  ['qualifications', '/qualify/my-qualify-list', 'medal'],
  ['groupBuys', '/group-buy/index', 'people'],
  ['bulletin', '/bulletin', 'megaphone'],
  // Otherwise only an empty cart led to the rankings, and nothing to the operator's shelves.
  ['rankings', '/rankList', 'trophy'],
  ['shelves', '/shelf/list', 'shelves'],
  // The boutiques and the trade-in are channels of their own, not kinds of goods, so the category tree
  // has no place for them: like 拼团 and 排行榜 they are found among the services.
  ['luxury', '/luxury/store/list', 'diamond'],
  ['tradeIn', '/trade-in', 'tradeIn'],
] as const satisfies readonly (readonly [string, string, LineIconName])[];

/** Each order state's icon, as every mall's 我的 page draws its order row. */
const STATE_ICONS: Record<(typeof ORDER_ROW)[number]['key'], LineIconName> = {
  awaiting_payment: 'wallet',
  paid: 'box',
  shipped: 'truck',
  to_review: 'review',
  afterSale: 'refund',
};

function Orders({ data }: { data: MineData }) {
  const t = useMessages(mineMessages);
  return (
    <section className={styles.card} aria-labelledby="mine-orders">
      <div className={styles.cardHead}>
        <h2 id="mine-orders" className={styles.cardTitle}>
          {t.myOrders}
        </h2>
        <Link to="/order/list" className={styles.more}>
          {t.allOrders}
        </Link>
      </div>
      <nav className={styles.states} aria-label={t.ordersByState}>
        {ORDER_ROW.map(({ key, to }) => (
          <Link key={key} to={to} className={styles.state} data-testid={`mine-count-${key}`}>
            <span className={styles.stateCount}>
              <Badge
                count={data.counts[key]}
                label={key === 'afterSale' ? t.afterSaleCountLabel : t.countLabel}
              />
            </span>
            <LineIcon name={STATE_ICONS[key]} size={26} className={styles.icon} />
            <span>{t[`row.${key}`]}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** 中文 / English: held for the visit; the page is loaded again so every screen and answer follows. */
function LanguageCell() {
  const t = useMessages(mineMessages);
  const next: Lang = LANGS.find((l) => l !== getLang()) ?? getLang();
  return (
    <Cell
      title={t.language}
      value={mineMessages[getLang()].langSelf}
      onClick={() => {
        chooseLang(next);
        window.location.reload();
      }}
      data-testid="mine-language"
    />
  );
}

/** 长辈模式 (ADR 0043): the same switch as the header's menu, where shoppers look for settings. */
function ElderCell() {
  const t = useMessages(mineMessages);
  const words = useMessages(elderMessages);
  const elder = useElderMode();
  return (
    <Cell
      title={words.elderMode}
      label={words.elderModeHint}
      value={elder ? t.on : t.off}
      onClick={() => setElderMode(!elder)}
      data-testid="mine-elder"
    />
  );
}

/** /mine (我的): the customer, orders by state with their counts, the shopper's services and settings. */
export default function MinePage() {
  const t = useMessages(mineMessages);
  const privacy = useMessages(privacyMessages);
  const { state, reload } = useScreenData(loadMine, { key: 'mine', reshow: true });
  return (
    <ScreenStates state={state} onRetry={reload}>
      {(data) => (
        <div className={styles.page} data-testid="mine-page">
          <header className={styles.hero}>
            <p className={styles.name}>
              {data.customer.nickName ? t.greeting(data.customer.nickName) : t.guest}
            </p>
            {data.customer.mobile && <p className={styles.mobile}>{data.customer.mobile}</p>}
          </header>
          <Orders data={data} />
          <section className={styles.card} aria-labelledby="mine-services">
            <h2 id="mine-services" className={styles.cardTitle}>
              {t.services}
            </h2>
            <ul className={styles.grid}>
              {SERVICES.map(([key, to, icon]) => (
                <li key={key}>
                  <Link to={to} className={styles.service}>
                    <LineIcon name={icon} size={24} className={styles.serviceIcon} />
                    {t[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <CellGroup title={t.settings} inset>
            <LanguageCell />
            <ElderCell />
            <Cell title={t.authorisation} to="/revokeLicense" />
            <Cell title={t.agreement} to="/licenseContent" />
            <Cell title={privacy.myData} to="/mine/my-data" data-testid="mine-my-data" />
            <Cell title={privacy.deleteAccount} to="/mine/delete-account" data-testid="mine-delete-account" />
          </CellGroup>
          {/* The operator's own pages (src/pages/info), where a shopper looks for them: under 关于商城. */}
          <CellGroup title={t.about} inset>
            <Cell title={t.serviceAgreement} to="/agreement" />
            <Cell title={t.recruitment} to="/recruitment-announcement" />
          </CellGroup>
        </div>
      )}
    </ScreenStates>
  );
}
