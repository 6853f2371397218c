import type { LotteryDetail } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

type Phase = LotteryDetail['phase'];

const PHASE_TAG = {
  upcoming: 'default',
  open: 'danger',
  closed: 'warning',
  drawing: 'warning',
  drawn: 'success',
} as const;

export function PhaseTag({ phase }: { phase: Phase }) {
  const t = useMessages(lotteryMessages);
  return (
    <Tag type={PHASE_TAG[phase]} round>
      {t[`phase_${phase}`]}
    </Tag>
  );
}

/** The prizes in rank order: picture, name, worth and how many there are. */
export function PrizeList({ prizes }: { prizes: LotteryDetail['prizes'] }) {
  const t = useMessages(lotteryMessages);
  return (
    <section className={styles.card} aria-labelledby="lottery-prizes">
      <h2 id="lottery-prizes" className={styles.cardTitle}>
        {t.prizes}
      </h2>
      {prizes.map((p) => (
        <div key={p.prizeNo} className={styles.prize}>
          <span className={styles.prizeImage}>
            <Image src={p.imageUrl} alt={p.name} radius={8} />
          </span>
          <span className={styles.prizeBody}>
            <span className={styles.prizeName}>{p.name}</span>
            <span className={styles.muted}>
              {t.prizeWorth} <Price cents={p.priceCents} size="sm" />
            </span>
            <span className={styles.muted}>{t.prizeCount(p.total)}</span>
          </span>
        </div>
      ))}
    </section>
  );
}

/** The draw and claim times, one line each. */
export function Times({ a }: { a: Pick<LotteryDetail, 'drawAt' | 'claimDeadline'> }) {
  const t = useMessages(lotteryMessages);
  return (
    <>
      <span>{t.drawTime(formatDateTime(a.drawAt))}</span>
      <span>{t.claimBy(formatDateTime(a.claimDeadline))}</span>
    </>
  );
}

/** Where a shopper's help link leads: the assist page of this entrant's entry, inside the mall. */
export const assistPath = (activityNo: string, joinCode: string) =>
  `/lottery/assist?${new URLSearchParams({ activityNo, joinCode }).toString()}`;
