import { useMessages } from '../../i18n/messages';
import styles from './Comment.module.css';
import { commentMessages } from './messages';

const SCALE = [1, 2, 3, 4, 5] as const;
const STAR = '\u2605';

/** Five stars as a radio group: tap the n-th to rate n; each is named for screen readers ('4 星，好'). */
export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const t = useMessages(commentMessages);
  return (
    <div className={styles.stars} role="radiogroup" aria-label={t.rating}>
      {SCALE.map((n) => (
        // biome-ignore lint/a11y/useSemanticElements: a star button is the radio, as Vant's Rate
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n <= value}
          aria-label={t[`rating.${n}`]}
          className={styles.star}
          onClick={() => onChange(n)}
          data-testid={`star-${n}`}
        >
          {STAR}
        </button>
      ))}
    </div>
  );
}

/** A given rating, drawn as filled stars and read as '4 星'. */
export function RatingShown({ rating }: { rating: number }) {
  const t = useMessages(commentMessages);
  return (
    <span className={styles.shownStars} role="img" aria-label={t.stars(rating)}>
      {STAR.repeat(rating)}
    </span>
  );
}
