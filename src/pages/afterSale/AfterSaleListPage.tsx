import { Link } from 'react-router-dom';
import type { AfterSaleSummary } from '../../../schemas/api/after-sales';
import { fetchRmaList } from '../../api/afterSale';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import styles from './AfterSale.module.css';
import { rmaDetailPath } from './AfterSaleEntry';
import { ItemSummary } from './ItemSummary';
import { afterSaleMessages } from './messages';

/** One application: the item, what was asked for, where it stands, how much; opens its details. */
function ApplicationCard({ rma }: { rma: AfterSaleSummary }) {
  const t = useMessages(afterSaleMessages);
  return (
    <li className={styles.card} data-testid="rma-row" data-rma-no={rma.rmaNo} data-state={rma.state}>
      <Link className={styles.cardLink} to={rmaDetailPath(rma.rmaNo)}>
        <div className={styles.row}>
          <span>{t[`type.${rma.type}`]}</span>
          <span className={styles.amount}>{t[`state.${rma.state}`]}</span>
        </div>
        <ItemSummary item={{ ...rma.item, quantity: rma.quantity }} />
        <p className={styles.muted}>
          {formatMoney(rma.amountCents)} · {formatDateTime(rma.createdAt)}
        </p>
      </Link>
    </li>
  );
}

/**
 * /mine/after-sales (退款/售后): every after-sales application of the customer, newest first, as
 * the 我的 page's count leads to; pages load as the shopper scrolls. The server lists the caller's only.
 */
export default function AfterSaleListPage() {
  const t = useMessages(afterSaleMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchRmaList({}, pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: 'mine-after-sales', idOf: (a) => a.rmaNo, reshow: true },
  );
  return (
    <div className={styles.page} data-testid="after-sale-list">
      <PagedStates
        list={list}
        empty={
          <EmptyState kind="orders" title={t.noApplications} linkTo="/order/list" linkText={t.myOrders} />
        }
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((rma) => (
              <ApplicationCard key={rma.rmaNo} rma={rma} />
            ))}
          </ul>
        )}
      </PagedStates>
    </div>
  );
}
