import { useParams } from 'react-router-dom';
import { fetchActivityGoods, fetchPromotionEntry } from '../../api/promotion';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Tag } from '../../ui/Tag';
import { SortedProducts } from '../booth/SortedProducts';
import { promotionMessages } from './messages';
import styles from './Promotion.module.css';
import { hintText } from './PromotionHints';
import { tiersText } from './tierText';

/**
 * /promotion/:activityNo: a full-discount activity's goods (the 凑单 list the cart's "去凑单" opens), with
 * its tiers and where the shopper's selected cart lines stand, read again when the page is shown again.
 */
export default function FullDiscountPage() {
  const t = useMessages(promotionMessages);
  const { activityNo = '' } = useParams();
  const { state, reload } = useScreenData(() => fetchPromotionEntry(), {
    key: `promotion:${activityNo}`,
    reshow: true,
    isEmpty: (entry) => !entry.activities.some((a) => a.activityNo === activityNo),
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      empty={<EmptyState kind="search" title={t.ended} linkTo="/shoppingCart" />}
    >
      {(entry) => {
        const activity = entry.activities.find((a) => a.activityNo === activityNo);
        const group = entry.cartGroups.find((g) => g.activityNo === activityNo);
        return (
          <div className={styles.page} data-testid="full-discount-page">
            <section className={styles.head}>
              <h2 className={styles.title}>{activity?.title}</h2>
              <p className={styles.hint}>
                <Tag type="danger">{t.tag}</Tag>
                <span className={styles.hintText}>{tiersText(activity?.tiers ?? [])}</span>
              </p>
              {group ? (
                <p className={styles.progress} data-testid="full-discount-progress">
                  {hintText(group, t)}
                </p>
              ) : (
                <p className={styles.muted}>{t.cartNone}</p>
              )}
            </section>
            <SortedProducts
              listKey={`full-discount-${activityNo}`}
              load={(q) => fetchActivityGoods(activityNo, q)}
              emptyText={t.noGoods}
            />
          </div>
        );
      }}
    </ScreenStates>
  );
}
