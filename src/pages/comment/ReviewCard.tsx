import type { PublicReview } from '../../../schemas/api/comment';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { RatingShown } from './RatingStars';

/** One review as anyone reads it: who (masked or anonymous), stars, text, photos and its follow-up. */
export function ReviewBody({ review }: { review: PublicReview }) {
  const t = useMessages(commentMessages);
  return (
    <div data-testid="review" data-review-no={review.reviewNo}>
      <div className={styles.row}>
        <span>{review.author ?? t.anonymousAuthor}</span>
        <RatingShown rating={review.rating} />
      </div>
      <p className={styles.muted}>
        {formatDateTime(review.createdAt)} {review.specName}
      </p>
      {review.content && <p className={styles.content}>{review.content}</p>}
      {review.photos.length > 0 && (
        <ul className={styles.photos}>
          {review.photos.map((p, i) => (
            <li key={p.fileId} className={styles.photo}>
              <Image src={p.thumbUrl} alt={t.photo(i + 1)} ratio={1} radius={6} lazy />
            </li>
          ))}
        </ul>
      )}
      {review.followUp && (
        <div className={styles.followUp} data-testid="review-follow-up">
          <p className={styles.muted}>{t.followUpAfter(formatDateTime(review.followUp.createdAt))}</p>
          <p className={styles.content}>{review.followUp.content}</p>
          {review.followUp.photos.length > 0 && (
            <ul className={styles.photos}>
              {review.followUp.photos.map((p, i) => (
                <li key={p.fileId} className={styles.photo}>
                  <Image src={p.thumbUrl} alt={t.photo(i + 1)} ratio={1} radius={6} lazy />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
