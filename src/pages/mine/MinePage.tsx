import { Link } from 'react-router-dom';
import { LANGS, type Lang } from '../../../schemas/i18n/lang';
import { elderMessages } from '../../app/elderMessages';
import { chooseLang, getLang } from '../../i18n/lang';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useScreenData } from '../../screen/useScreenData';
import { Badge } from '../../ui/Badge';
import { Cell } from '../../ui/Cell';
import { CellGroup } from '../../ui/CellGroup';
import { setElderMode, useElderMode } from '../../ui/elderMode';
import { orderMessages } from '../order/messages';
import styles from './MinePage.module.css';
import { mineMessages } from './messages';
import { COUNTED_TABS, loadMine, type MineData } from './mineData';
import { privacyMessages } from './privacyMessages';

/** Where each service of the page leads (routes of src/app/routeTable.ts). */
const SERVICES = [
  ['favourites', '/mine/favourites'],
  ['history', '/mine/history'],
  ['coupons', '/coupon/list'],
  ['couponCenter', '/couponCenter'],
  ['messages', '/message'],
  ['lotteries', '/lottery/myLotteryList'],
  ['qualifications', '/qualify/my-qualify-list'],
  ['groupBuys', '/group-buy/index'],
  ['bulletin', '/bulletin'],
] as const;

const orderListOf = (tab: string) => `/order/list?status=${tab}`;

function Orders({ data }: { data: MineData }) {
  const t = useMessages(mineMessages);
  const order = useMessages(orderMessages);
  return (
    <section className={styles.card} aria-labelledby="mine-orders">
      <div className={styles.cardHead}>
        <h2 id="mine-orders" className={styles.cardTitle}>
          {t.myOrders}
        </h2>
        <Link to={orderListOf('all')} className={styles.more}>
          {t.allOrders}
        </Link>
      </div>
      <nav className={styles.states} aria-label={t.ordersByState}>
        {COUNTED_TABS.map((tab) => (
          <Link key={tab} to={orderListOf(tab)} className={styles.state}>
            <span className={styles.stateCount}>
              <Badge count={data.counts[tab]} label={t.countLabel} />
            </span>
            <span>{order[`tab.${tab}`]}</span>
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
              {SERVICES.map(([key, to]) => (
                <li key={key}>
                  <Link to={to} className={styles.service}>
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
        </div>
      )}
    </ScreenStates>
  );
}
