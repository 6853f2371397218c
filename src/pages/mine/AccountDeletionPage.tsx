import { useState } from 'react';
import type { DeletionStatus } from '../../../schemas/api/privacy';
import { cancelDeletion, fetchDeletion, requestDeletion } from '../../api/privacy';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { ScreenStates } from '../../screen/ScreenStates';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import styles from './PrivacyPages.module.css';
import { privacyMessages } from './privacyMessages';

function Deletion({ initial }: { initial: DeletionStatus }) {
  const t = useMessages(privacyMessages);
  const [status, setStatus] = useState(initial);
  const days = String(status.coolingDays);

  const deletion = useAction(
    async (_code: string, work: () => Promise<DeletionStatus>, done: string) => ({
      next: await work(),
      done,
    }),
    {
      toastMs: TOAST_MS,
      onDone: ({ next, done }) => {
        setStatus(next);
        toast(done);
      },
    },
  );
  const busy = deletion.busy;
  const run = deletion.run;
  const ask = async () => {
    const sure = await modal.confirm({
      title: t.confirmTitle,
      message: t.confirmMessage(days),
      okText: t.confirmOk,
      cancelText: t.confirmCancel,
    });
    if (sure) await run(requestDeletion, t.requested);
  };

  return (
    <div className={styles.page} data-testid="account-deletion-page">
      <section className={styles.card} aria-labelledby="deletion-title">
        <h2 id="deletion-title" className={styles.heading}>
          {t.deletionTitle}
        </h2>
        <p data-testid="deletion-explain">{t.deletionExplain(days)}</p>
        {status.state === 'pending' && status.requestedAt !== null && status.dueAt !== null && (
          <div data-testid="deletion-pending">
            <p>{t.pendingSince(formatDateTime(status.requestedAt))}</p>
            <p className={styles.muted}>{t.dueOn(formatDateTime(status.dueAt))}</p>
          </div>
        )}
        {status.state === 'done' && <p data-testid="deletion-done">{t.done}</p>}
      </section>
      {status.state === 'none' && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void ask()}
          data-testid="deletion-request"
        >
          {t.requestDeletion}
        </button>
      )}
      {status.state === 'pending' && (
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void run(cancelDeletion, t.cancelled)}
          data-testid="deletion-cancel"
        >
          {t.cancelDeletion}
        </button>
      )}
    </div>
  );
}

/** 注销商城账户 (/mine/delete-account): ask for deletion after a cooling-off, and cancel it meanwhile. */
export default function AccountDeletionPage() {
  const { state, reload } = useScreenData(fetchDeletion, { key: 'account-deletion', reshow: true });
  return (
    <ScreenStates state={state} onRetry={reload}>
      {/* A new reading (shown again, signed in again) starts the screen from it. */}
      {(status) => <Deletion key={`${status.state}-${status.requestedAt}`} initial={status} />}
    </ScreenStates>
  );
}
