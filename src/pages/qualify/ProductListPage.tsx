import type { QualificationState } from '../../../schemas/api/qualification';
import { isApiError } from '../../api/errors';
import { fetchMyQualifications, fetchQualifications } from '../../api/qualify';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { ActivityCard } from './ActivityCard';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** The draws' launch products with the shopper's standing in each (none for a visitor). */
async function loadProducts() {
  const [all, mine] = await Promise.all([
    fetchQualifications(1, 50),
    // A visitor still sees the products; only a signed-in shopper has a standing.
    fetchMyQualifications().catch((error: unknown) => {
      if (isApiError(error)) return { list: [] };
      throw error;
    }),
  ]);
  const stateOf = new Map<string, QualificationState>(
    mine.list.map((m) => [m.activity.activityNo, m.mine.state]),
  );
  return all.list.map((a) => ({ a, state: stateOf.get(a.activityNo) ?? ('none' as const) }));
}

/** /qualify/product-list: the phones open to qualified buyers; a winner goes on to buy, others to the draw. */
export default function ProductListPage() {
  const t = useMessages(qualifyMessages);
  const { state, reload } = useScreenData(loadProducts, {
    key: 'qualify-products',
    isEmpty: (l) => l.length === 0,
    reshow: true,
  });
  return (
    <ScreenStates state={state} onRetry={reload} empty={<EmptyState kind="search" title={t.productsEmpty} />}>
      {(list) => (
        <div className={styles.page} data-testid="qualify-products">
          <p className={styles.banner}>{t.productsHint}</p>
          {list.map(({ a, state: s }) => {
            const no = encodeURIComponent(a.activityNo);
            const won = s === 'won';
            return (
              <ActivityCard
                key={a.activityNo}
                a={a}
                state={s}
                to={won ? `/qualify/confirm-order?activityNo=${no}` : `/qualify/index?activityNo=${no}`}
                action={won ? t.buyNow : s === 'none' && a.phase === 'open' ? t.goJoin : t.qualifiedOnly}
              />
            );
          })}
        </div>
      )}
    </ScreenStates>
  );
}
