import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type FollowUpRequest,
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  type MyReview,
} from '../../../schemas/api/comment';
import type { UploadResult } from '../../../schemas/api/uploads';
import { followUpReview } from '../../api/comment';
import { useMessages } from '../../i18n/messages';
import { PhotoPicker } from '../../screen/PhotoPicker';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import styles from './Comment.module.css';
import { commentMessages } from './messages';
import { OrderStoreReviewsScreen, ReviewedItem } from './OrderStoreReviews';

/** The one follow-up of a review: text (required) and photos, sent once like the review itself. */
function FollowUpForm({ review, onDone }: { review: MyReview; onDone: () => void }) {
  const t = useMessages(commentMessages);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<UploadResult[]>([]);
  const [error, setError] = useState<string | undefined>();
  // One code per review's follow-up (kept over a reload): a retried submit is sent once.
  const sending = useAction((code: string, body: FollowUpRequest) => followUpReview(body, code), {
    intent: `followUp:${review.reviewNo}`,
    onDone: () => {
      toast(t.followUpDone);
      onDone();
    },
  });
  const submitting = sending.busy;

  if (!open) {
    return (
      <div className={styles.entries}>
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          {t.followUp}
        </button>
      </div>
    );
  }

  const submit = async () => {
    if (content.trim() === '') {
      setError(t.followUpRequired);
      return;
    }
    await sending.run({
      reviewNo: review.reviewNo,
      content: content.trim(),
      photoIds: photos.map((p) => p.fileId),
    });
  };

  return (
    <div className={styles.followUp} data-testid="follow-up-form">
      <Field
        label={t.followUpLabel}
        type="textarea"
        value={content}
        onChange={(v) => {
          setContent(v);
          setError(undefined);
        }}
        error={error}
        maxLength={MAX_REVIEW_TEXT}
        placeholder={t.followUpPlaceholder}
        required
      />
      <PhotoPicker
        photos={photos}
        onChange={setPhotos}
        max={MAX_REVIEW_PHOTOS}
        title={t.photos}
        photoLabel={t.photo}
        testId="review-photo"
      />
      <button type="button" className={styles.primary} disabled={submitting} onClick={() => void submit()}>
        {submitting ? t.submitting : t.followUpSubmit}
      </button>
    </div>
  );
}

/** /order/myComment/:orderStoreNo: the reviews of one store part of my order, and their follow-ups. */
export default function MyCommentPage() {
  const t = useMessages(commentMessages);
  return (
    <OrderStoreReviewsScreen>
      {(part, { orderStoreNo, reload }) => {
        const reviewed = part.items.filter((i) => i.review);
        const writable = part.items.some((i) => i.canWrite);
        const writeLink = `/order/writeComment/${encodeURIComponent(orderStoreNo)}`;
        if (reviewed.length === 0) {
          return writable ? (
            <EmptyState kind="orders" title={t.noReviews} linkTo={writeLink} linkText={t.writeReview} />
          ) : (
            <EmptyState kind="orders" title={t.noReviews} linkTo="/order/list" linkText={t.myOrders} />
          );
        }
        return (
          <div className={styles.page} data-testid="my-comment">
            {reviewed.map((item) =>
              item.review ? (
                <ReviewedItem key={item.orderItemNo} item={item} review={item.review}>
                  {item.review.canFollowUp && <FollowUpForm review={item.review} onDone={reload} />}
                </ReviewedItem>
              ) : null,
            )}
            <div className={`${styles.card} ${styles.entries}`}>
              {writable && (
                <Link className={styles.secondary} to={writeLink}>
                  {t.writeReview}
                </Link>
              )}
              <Link className={styles.secondary} to="/comment-rule">
                {t.rules}
              </Link>
            </div>
          </div>
        );
      }}
    </OrderStoreReviewsScreen>
  );
}
