import { useMessages } from '../../i18n/messages';
import { storeFollowMessages } from './followMessages';
import styles from './Store.module.css';

/** The store header's follow toggle (state and count come from useFollow). */
export function FollowButton({
  name,
  following,
  busy,
  onToggle,
}: {
  name: string;
  following: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useMessages(storeFollowMessages);
  return (
    <button
      type="button"
      className={`${styles.detailsLink} ${following ? styles.followOn : styles.followOff}`}
      aria-pressed={following}
      aria-label={t.followStore(name)}
      disabled={busy}
      onClick={onToggle}
      data-testid="follow-store"
    >
      {following ? t.following : t.follow}
    </button>
  );
}
