import { Link } from 'react-router-dom';
import type { PromotionGroup } from '../../../schemas/api/promotion';
import { formatMoneyShort } from '../../i18n/format';
import { messagesOf, useMessages } from '../../i18n/messages';
import { Tag } from '../../ui/Tag';
import { promotionMessages } from './messages';
import styles from './Promotion.module.css';

/** '已减¥30，再买¥232 可减¥80': what the activity takes off now and what the next tier still needs. */
export function hintText(group: PromotionGroup, t = messagesOf(promotionMessages)): string {
  const parts: string[] = [];
  if (group.reductionCents > 0) parts.push(t.done(formatMoneyShort(group.reductionCents)));
  if (group.next) {
    parts.push(
      t.more(formatMoneyShort(group.next.shortfallCents), formatMoneyShort(group.next.reductionCents)),
    );
  }
  return parts.join(t.tierJoin);
}

/**
 * The cart's full-discount hints for one store's lines: one row per activity those lines take part in,
 * from the server's trial of the chosen lines (the same numbers the order will be priced with).
 */
export function PromotionHints({
  groups,
  skuNos,
}: {
  groups: readonly PromotionGroup[] | undefined;
  skuNos: readonly string[];
}) {
  const t = useMessages(promotionMessages);
  const shown = (groups ?? []).filter((g) => g.skuNos.some((s) => skuNos.includes(s)));
  if (shown.length === 0) return null;
  return (
    <ul className={styles.hints} aria-label={t.hintsLabel} data-testid="promotion-hints">
      {shown.map((g) => (
        <li key={g.activityNo} className={styles.hint} data-activity-no={g.activityNo}>
          <Tag type="danger" plain>
            {t.tag}
          </Tag>
          <span className={styles.hintText}>{hintText(g, t)}</span>
          {g.next && (
            <Link className={styles.addOn} to={`/promotion/${encodeURIComponent(g.activityNo)}`}>
              {t.addOn}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
