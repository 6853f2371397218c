import { useMemo, useState } from 'react';
import {
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  type MyReview,
  type ReviewableItem,
} from '../../../schemas/api/comment';
import type { UploadResult } from '../../../schemas/api/uploads';
import { newUniqueCode } from '../../api/client';
import { writeReview } from '../../api/comment';
import { errorMessage, isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { ItemHeader } from '../../screen/ItemHeader';
import { PhotoPicker } from '../../screen/PhotoPicker';
import { EmptyState } from '../../screen/StateViews';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { createSubmitGuard, type SubmitGuard, sessionCodeStore } from '../order/submitGuard';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { OrderStoreReviewsScreen, ReviewedItem } from './OrderStoreReviews';
import { RatingInput } from './RatingStars';

/**
 * The review form of one order item: stars, text, photos, anonymous. Submitted once: taps while the
 * request is out share it, and a retry after a failure reuses its uniqueCode, so a lost answer is replayed
 * by the server instead of refused as 'already reviewed'.
 */
export function ReviewForm({
  item,
  onWritten,
}: {
  item: Pick<ReviewableItem, 'orderItemNo' | 'name' | 'specName' | 'imageUrl'>;
  onWritten: (review: MyReview) => void;
}) {
  const t = useMessages(commentMessages);
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<UploadResult[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [ratingError, setRatingError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const guard: SubmitGuard<MyReview> = useMemo(
    () => createSubmitGuard(`review:${item.orderItemNo}`, sessionCodeStore(), newUniqueCode),
    [item.orderItemNo],
  );

  const submit = async () => {
    if (rating < 1) {
      setRatingError(true);
      return;
    }
    setSubmitting(true);
    try {
      const body = {
        orderItemNo: item.orderItemNo,
        rating,
        content: content.trim(),
        photoIds: photos.map((p) => p.fileId),
        anonymous,
      };
      const review = await guard.submit((code) => writeReview(body, code));
      guard.forget();
      toast(t.submitted);
      onWritten(review);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.card} data-testid="review-form" data-order-item-no={item.orderItemNo}>
      <ItemHeader item={item} />
      <div className={styles.row}>
        <span>{t.rating}</span>
        <RatingInput
          value={rating}
          onChange={(n) => {
            setRating(n);
            setRatingError(false);
          }}
        />
      </div>
      {ratingError && (
        <p className={styles.error} role="alert">
          {t.ratingRequired}
        </p>
      )}
      <Field
        label={t.content}
        type="textarea"
        value={content}
        onChange={setContent}
        maxLength={MAX_REVIEW_TEXT}
        placeholder={t.contentPlaceholder}
      />
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        max={MAX_REVIEW_PHOTOS}
        title={t.photos}
        photoLabel={t.photo}
        testId="review-photo"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.currentTarget.checked)} />
        {t.anonymous}
      </label>
      <button type="button" className={styles.primary} disabled={submitting} onClick={() => void submit()}>
        {submitting ? t.submitting : t.submit}
      </button>
    </section>
  );
}

/** /order/writeComment/:orderStoreNo: a form per item not yet reviewed; reviewed items show their review. */
export default function WriteCommentPage() {
  const t = useMessages(commentMessages);
  return (
    <OrderStoreReviewsScreen>
      {(part, { reload }) => {
        const detail = `/order/detail?orderNo=${encodeURIComponent(part.orderNo)}`;
        if (!part.open) return <EmptyState kind="orders" title={t.notOpen} linkTo={detail} />;
        return (
          <div className={styles.page} data-testid="write-comment">
            {part.items.every((i) => i.review) && (
              <p className={`${styles.card} ${styles.muted}`}>{t.allDone}</p>
            )}
            {part.items.map((item) =>
              item.review ? (
                <ReviewedItem key={item.orderItemNo} item={item} review={item.review} />
              ) : (
                <ReviewForm key={item.orderItemNo} item={item} onWritten={reload} />
              ),
            )}
          </div>
        );
      }}
    </OrderStoreReviewsScreen>
  );
}
