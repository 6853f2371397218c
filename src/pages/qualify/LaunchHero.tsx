import type { QualificationActivity } from '../../../schemas/api/qualification';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** The launch stage: the phone, its launch price against the regular one, the quota and the entrants. */
export function LaunchHero({ a }: { a: QualificationActivity }) {
  const t = useMessages(qualifyMessages);
  return (
    <header className={styles.hero}>
      <span className={styles.badge}>{t.launchBadge}</span>
      <div className={styles.heroImage}>
        <Image src={a.product.imageUrl} alt={a.product.name} radius={12} />
      </div>
      <h1 className={styles.heroTitle}>{a.title}</h1>
      <p className={styles.heroSpec}>
        {a.product.name} {a.product.specName}
      </p>
      <div className={styles.heroPrice}>
        <span>
          {t.launchPrice} <Price cents={a.product.launchPriceCents} size="lg" />
        </span>
        <span className={styles.heroOriginal}>
          {t.salePrice} <Price cents={a.product.salePriceCents} original size="sm" />
        </span>
      </div>
      <div className={styles.heroMeta}>
        <span>{t.quota(a.quota)}</span>
        <span>{t.entrants(a.entrants)}</span>
        <span>{t[`phase_${a.phase}`]}</span>
        {a.invitedOnly && <span>{t.invitedOnly}</span>}
      </div>
    </header>
  );
}
