import { useNavigate } from 'react-router-dom';
import type { ImSubject } from '../../../schemas/api/im';
import { openImThread } from '../../api/im';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { imMessages } from './messages';
import styles from './ServiceEntry.module.css';

/**
 * 联系客服 on the order details and 客服 on a store's header: opens (or makes) the conversation about that
 * order or store and goes to it.
 */
export function ServiceEntry({
  subject,
  subjectNo,
  compact = false,
}: {
  subject: ImSubject;
  subjectNo: string;
  /** The store header's short form. */
  compact?: boolean;
}) {
  const t = useMessages(imMessages);
  const navigate = useNavigate();
  const open = useAction(() => openImThread(subject, subjectNo), {
    onDone: (thread) => navigate(`/im/${encodeURIComponent(thread.threadId)}`),
  });
  return (
    <button
      type="button"
      className={compact ? styles.entryCompact : styles.entry}
      onClick={() => void open.run()}
      disabled={open.busy}
      data-testid="service-entry"
    >
      {compact ? t.contactStore : t.contact}
    </button>
  );
}
