import { Link } from 'react-router-dom';
import type { StoreInfo } from '../../../schemas/api/store';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { ServiceEntry } from '../im/ServiceEntry';
import { FollowButton } from './FollowButton';
import { storeMessages } from './messages';
import styles from './Store.module.css';
import { useFollow } from './useFollow';

/** The store's card at the top of its home page: logo, name, rating, followers, and the way to its details. */
export function StoreHeader({
  info,
  luxury = false,
  detailsLink = true,
}: {
  info: StoreInfo;
  luxury?: boolean;
  /** The details page itself has no link to itself. */
  detailsLink?: boolean;
}) {
  const t = useMessages(storeMessages);
  const follow = useFollow(info.storeNo, info.followers);
  return (
    <section className={`${styles.header} ${luxury ? styles.luxuryHeader : ''}`} data-testid="store-header">
      <div className={styles.logo}>
        <Image src={info.logoUrl} alt="" ratio={1} radius={8} />
      </div>
      <div className={styles.headerText}>
        <h1 className={styles.storeName}>{info.name}</h1>
        <p className={styles.headerMeta}>
          <span>{t.rating(info.rating.toFixed(1))}</span>
          <span>{t.followers(formatCount(follow.followers, true))}</span>
          <span>{t.products(info.productCount)}</span>
        </p>
      </div>
      <div className={styles.headerActions}>
        <FollowButton
          name={info.name}
          following={follow.following}
          busy={follow.busy}
          onToggle={follow.toggle}
        />
        <ServiceEntry subject="store" subjectNo={info.storeNo} compact />
        {detailsLink && (
          <Link className={styles.detailsLink} to={`/storeDetail/${encodeURIComponent(info.storeNo)}`}>
            {t.storeDetails}
          </Link>
        )}
      </div>
    </section>
  );
}
