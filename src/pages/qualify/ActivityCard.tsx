import { Link } from 'react-router-dom';
import type { QualificationActivity, QualificationState } from '../../../schemas/api/qualification';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** One draw as a card: the phone, the launch price, its phase and (when known) the shopper's standing. */
export function ActivityCard({
  a,
  state,
  to,
  action,
  codeWord,
}: {
  a: QualificationActivity;
  state?: QualificationState;
  to: string;
  action?: string;
  /** The shopper's code word for this draw, on their own list. */
  codeWord?: string | null;
}) {
  const t = useMessages(qualifyMessages);
  return (
    <Link className={styles.item} to={to} data-testid="qualify-activity">
      <span className={styles.thumb}>
        <Image src={a.product.imageUrl} alt={a.product.name} radius={6} />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{a.title}</span>
        <span className={styles.meta}>
          <Tag type="danger" plain>
            {t[`phase_${a.phase}`]}
          </Tag>
          {state && state !== 'none' && <Tag type="primary">{t[`state_${state}`]}</Tag>}
          <span>{t.drawAt(formatDateTime(a.drawAt))}</span>
        </span>
        {codeWord && (
          <span className={styles.word}>
            {t.codeWord} <span className={styles.mono}>{codeWord}</span>
          </span>
        )}
        <span className={styles.priceRow}>
          <span>
            {t.launchPrice} <Price cents={a.product.launchPriceCents} />
          </span>
          {action && <span className={styles.small}>{action}</span>}
        </span>
      </span>
    </Link>
  );
}
