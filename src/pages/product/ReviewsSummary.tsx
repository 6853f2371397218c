import { fetchProductReviewSummary } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { hasData } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';
import { commentMessages } from '../comment/messages';
import { ReviewBody } from '../comment/ReviewCard';
import styles from './ReviewsSummary.module.css';

/**
 * The product page's reviews: how many, the share of good ones (4-5 stars) and the latest review with
 * photos. A part of the page (it never holds the skeleton); while it loads or if it fails, nothing shows,
 * since buying does not depend on it.
 */
export function ReviewsSummary({ spuNo }: { spuNo: string }) {
  const t = useMessages(commentMessages);
  const { state } = useScreenData(() => fetchProductReviewSummary(spuNo), { key: spuNo, part: true });
  if (!hasData(state)) return null;
  const s = state.data;
  return (
    <section className={styles.card} aria-labelledby="product-reviews" data-testid="reviews-summary">
      <h3 id="product-reviews" className={styles.head}>
        <span>{t.reviewCount(s.total)}</span>
        {s.goodPercent !== null && <span className={styles.share}>{t.goodShare(s.goodPercent)}</span>}
      </h3>
      {s.total === 0 && <p className={styles.hint}>{t.noProductReviews}</p>}
      {s.latestWithPhotos && (
        <>
          <p className={styles.hint}>{t.latestWithPhotos}</p>
          <ReviewBody review={s.latestWithPhotos} />
        </>
      )}
    </section>
  );
}
