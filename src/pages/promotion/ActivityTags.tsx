import { fetchActivityTags, servedActivityTags } from '../../api/promotion';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Tag } from '../../ui/Tag';
import { promotionMessages } from './messages';
import styles from './Promotion.module.css';
import { tiersText } from './tierText';

/** The product page's full-discount row ('满减 满¥300减¥30，满¥600减¥80'); nothing when the SKU is in none. */
export function ActivityTags({ skuNo }: { skuNo: string }) {
  const t = useMessages(promotionMessages);
  const { state } = useScreenData(() => fetchActivityTags(skuNo), {
    key: `activity-tags:${skuNo}`,
    part: true,
    isEmpty: (tags) => tags.length === 0,
    // On the server's first screen, so the rows under it are where they stay (CLS).
    served: () => servedActivityTags(skuNo),
  });
  if (state.status !== 'ready') return null;
  return (
    <ul className={styles.tags} data-testid="activity-tags">
      {state.data.map((tag) => (
        <li key={tag.activityNo} className={styles.hint} data-activity-no={tag.activityNo}>
          <Tag type="danger">{t.tag}</Tag>
          <span className={styles.hintText}>{tiersText(tag.tiers)}</span>
        </li>
      ))}
    </ul>
  );
}
