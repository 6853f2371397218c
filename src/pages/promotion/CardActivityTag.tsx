import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Tag } from '../../ui/Tag';
import styles from './CardActivityTag.module.css';
import { listTagsOf } from './listTags';
import { promotionMessages } from './messages';
import { tiersText } from './tierText';

/**
 * A product card's 满减 line ('满减 满¥300减¥30'): the activity's first tier, the rest on the product page.
 * Nothing while reading, on failure or when the SKU is in no activity: the card stands without it.
 */
export function CardActivityTag({ skuNo }: { skuNo: string }) {
  const t = useMessages(promotionMessages);
  const { state } = useScreenData(() => listTagsOf(skuNo), {
    key: `list-activity-tag:${skuNo}`,
    part: true,
    isEmpty: (tags) => tags.length === 0,
  });
  const tag = state.status === 'ready' ? state.data[0] : undefined;
  if (!tag) return null;
  return (
    <span className={styles.line} data-testid="card-activity-tag" data-activity-no={tag.activityNo}>
      <Tag type="danger" plain>
        {t.tag}
      </Tag>
      <span className={styles.text}>{tiersText(tag.tiers.slice(0, 1))}</span>
    </span>
  );
}
