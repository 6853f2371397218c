import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { approvalsApi } from '../api';
import { twoStepMessages } from '../twoStepMessages';

/**
 * The approvers' notification (ADR 0067): how many change requests wait for this operator's decision,
 * linking to the Approvals tab; nothing when none do. A failed read shows nothing rather than an error.
 * Read again when the operator moves between tabs or comes back to the window, not on a timer: every read
 * restarts the session's idle clock, and a timer would keep an unattended console signed in.
 */
export function PendingApprovalsBadge() {
  const t = useMessages(twoStepMessages);
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      approvalsApi.pendingCount().then(
        (r) => live && setPending(r.pending),
        () => {},
      );
    read();
    window.addEventListener('hashchange', read);
    window.addEventListener('focus', read);
    return () => {
      live = false;
      window.removeEventListener('hashchange', read);
      window.removeEventListener('focus', read);
    };
  }, []);
  if (pending === 0) return null;
  return (
    <a href="#/approvals" className="con-btn con-btn-primary" data-testid="pending-approvals">
      {t.pending(pending)}
    </a>
  );
}
