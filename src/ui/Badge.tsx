import styles from './Badge.module.css';
import { badgeContent, badgeLabel } from './badgeText';
import { MoreGlyph } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export interface BadgeProps {
  count: number;
  className?: string;
  /**
   * When the surrounding control already says the count in its label (CartIcon does), the badge
   * is decoration and hides itself from screen readers; otherwise it reads out the count.
   */
  decorative?: boolean;
  /** What is counted, for screen readers, as a sentence around the count: (n) => `${n} unread messages`. */
  label?: (count: string) => string;
}

/** A red count bubble: hidden at 0, the number up to 99, the more-icon above 99. */
export function Badge({ count, className, decorative = false, label }: BadgeProps) {
  const content = badgeContent(count);
  if (content.kind === 'none') return null;
  const classes = className ? `${styles.badge} ${className}` : styles.badge;
  return (
    <span className={classes} aria-hidden={decorative ? true : undefined} data-badge={content.kind}>
      {content.kind === 'more' ? <MoreGlyph size={10} /> : <span aria-hidden="true">{content.text}</span>}
      {!decorative && <VisuallyHidden>{label ? label(badgeLabel(count)) : badgeLabel(count)}</VisuallyHidden>}
    </span>
  );
}
