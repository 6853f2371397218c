import { usePageReady } from '../../app/pageReady';
import { useMessages } from '../../i18n/messages';
import styles from './Comment.module.css';
import { commentMessages } from './messages';

const RULES = ['rules.1', 'rules.2', 'rules.3', 'rules.4', 'rules.5'] as const;

/** /comment-rule: the review rules, the same ones the server applies (schemas/api/comment.ts). */
export default function CommentRulePage() {
  const t = useMessages(commentMessages);
  // Nothing to load: the skeleton goes at once.
  usePageReady(true);
  return (
    <section className={`${styles.page} ${styles.card}`} data-testid="comment-rule">
      <h2 className={styles.title}>{t.rules}</h2>
      <ol className={styles.rules}>
        {RULES.map((key) => (
          <li key={key}>{t[key]}</li>
        ))}
      </ol>
    </section>
  );
}
