import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImSubject } from '../../../schemas/api/im';
import { errorMessage, isApiError } from '../../api/errors';
import { openImThread } from '../../api/im';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../ui/toast';
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
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const thread = await openImThread(subject, subjectNo);
      navigate(`/im/${encodeURIComponent(thread.threadId)}`);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={compact ? styles.entryCompact : styles.entry}
      onClick={() => void open()}
      disabled={busy}
      data-testid="service-entry"
    >
      {compact ? t.contactStore : t.contact}
    </button>
  );
}
