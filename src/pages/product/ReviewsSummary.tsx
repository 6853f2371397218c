import { Link } from 'react-router-dom';
import { fetchProductReviewSummary, fetchProductReviews } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { hasData } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';
import { commentMessages } from '../comment/messages';
import { ReviewBody } from '../comment/ReviewCard';
import styles from './ReviewsSummary.module.css';

/** How many of the newest reviews the product page shows before 查看全部. */
const NEWEST = 2;

/** The summary and the newest reviews, asked for together (one part state for the section). */
async function loadReviews(spuNo: string) {
  const [summary, newest] = await Promise.all([
    fetchProductReviewSummary(spuNo),
    fetchProductReviews(spuNo, 1, { pageSize: NEWEST }),
  ]);
  return { summary, newest: newest.list };
}

/**
 * The product page's 评价 section: how many, the share of good ones (4-5 stars), the newest
 * reviews (masked name, stars, text, photos) and 查看全部 to the product's review list. A part of the
 * page (it never holds the skeleton); while it loads or if it fails, nothing shows, since buying does not
 * depend on it.
 */
export function ReviewsSummary({ spuNo, skuNo }: { spuNo: string; skuNo: string }) {
  const t = useMessages(commentMessages);
  const { state } = useScreenData(() => loadReviews(spuNo), { key: spuNo, part: true });
  if (!hasData(state)) return null;
  const { summary: s, newest } = state.data;
  const all = `/product/reviews/${encodeURIComponent(spuNo)}/${encodeURIComponent(skuNo)}`;
  return (
    <section className={styles.card} aria-labelledby="product-reviews" data-testid="reviews-summary">
      <h3 id="product-reviews" className={styles.head}>
        <span>{t.reviewCount(s.total)}</span>
        {s.goodPercent !== null && <span className={styles.share}>{t.goodShare(s.goodPercent)}</span>}
      </h3>
      {s.total === 0 && <p className={styles.hint}>{t.noProductReviews}</p>}
      {newest.length > 0 && (
        <ul className={styles.list}>
          {newest.map((r) => (
            <li key={r.reviewNo} className={styles.item}>
              <ReviewBody review={r} />
            </li>
          ))}
        </ul>
      )}
      {s.total > 0 && (
        <Link
          className={styles.all}
          to={all}
          aria-label={t.seeAllLabel(s.total)}
          data-testid="reviews-see-all"
        >
          {t.seeAll}
        </Link>
      )}
    </section>
  );
}
