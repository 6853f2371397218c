import { useState } from 'react';
import {
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  type MyReview,
  type ReviewableItem,
  type WriteReviewRequest,
} from '../../../schemas/api/comment';
import type { UploadResult } from '../../../schemas/api/uploads';
import { writeReview } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { ItemHeader } from '../../screen/ItemHeader';
import { PhotoPicker } from '../../screen/PhotoPicker';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { Field } from '../../ui/Field';
import { FormRow } from '../../ui/FormRow';
import { toast } from '../../ui/toast';
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
  // One code per order line (kept over a reload): a retried submit answers the same review.
  const sending = useAction((code: string, body: WriteReviewRequest) => writeReview(body, code), {
    intent: `review:${item.orderItemNo}`,
    onDone: (review) => {
      toast(t.submitted);
      onWritten(review);
    },
  });
  const submitting = sending.busy;

  const submit = async () => {
    if (rating < 1) {
      setRatingError(true);
      return;
    }
    await sending.run({
      orderItemNo: item.orderItemNo,
      rating,
      content: content.trim(),
      photoIds: photos.map((p) => p.fileId),
      anonymous,
    });
  };

  return (
    <section className={styles.card} data-testid="review-form" data-order-item-no={item.orderItemNo}>
      <ItemHeader item={item} />
      <FormRow label={t.rating} required>
        <RatingInput
          value={rating}
          onChange={(n) => {
            setRating(n);
            setRatingError(false);
          }}
        />
        {ratingError && (
          <p className={styles.error} role="alert">
            {t.ratingRequired}
          </p>
        )}
      </FormRow>
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
