import { useParams } from 'react-router-dom';
import { fetchRmaList } from '../../api/afterSale';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Cell } from '../../ui/Cell';
import { CellGroup } from '../../ui/CellGroup';
import styles from './AfterSale.module.css';
import { rmaDetailPath } from './AfterSaleEntry';
import { ItemSummary } from './ItemSummary';
import { afterSaleMessages } from './messages';

/** An order line has a handful of applications at most; one page holds them all. */
const PAGE = 50;

/** /order/rmaList/:orderItemNo: the applications of one order line, newest first. */
export default function RmaListPage() {
  const t = useMessages(afterSaleMessages);
  const orderItemNo = useParams().orderItemNo ?? '';
  const { state, reload } = useScreenData(() => fetchRmaList({ orderItemNo }, 1, PAGE), {
    key: orderItemNo,
    enabled: orderItemNo !== '',
    reshow: true,
    isEmpty: (page) => page.list.length === 0,
  });
  const none = <EmptyState kind="orders" title={t.noApplications} linkTo="/order/list" />;
  return (
    <ScreenStates state={state} onRetry={reload} idle={none} empty={none}>
      {(page) => {
        const first = page.list[0];
        return (
          <div className={styles.page} data-testid="rma-list">
            {first && (
              <section className={styles.card}>
                <ItemSummary item={first.item} />
              </section>
            )}
            <CellGroup inset>
              {page.list.map((rma) => (
                <Cell
                  key={rma.rmaNo}
                  data-testid="rma-row"
                  title={`${t[`type.${rma.type}`]} ${t.quantityShort(rma.quantity)}`}
                  value={t[`state.${rma.state}`]}
                  label={`${formatMoney(rma.amountCents)} · ${formatDateTime(rma.createdAt)}`}
                  to={rmaDetailPath(rma.rmaNo)}
                  center
                />
              ))}
            </CellGroup>
          </div>
        );
      }}
    </ScreenStates>
  );
}
