import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { privacyApi } from '../api';
import { ConsoleTable, LoadFailed, Loading, useConsoleLoad } from '../states';
import { privacyRequestsMessages } from './privacyRequestsMessages';

const readRequests = () => privacyApi.list();

/** Auditors and administrators see customers' account deletion requests, newest first (read only). */
export function PrivacyRequestsPage() {
  const t = useMessages(privacyRequestsMessages);
  const { data: requests, error, load } = useConsoleLoad(readRequests);
  if (error && !requests) return <LoadFailed error={error} onRetry={load} />;
  if (!requests) return <Loading />;
  return (
    <section className="con-card" data-testid="console-privacy-requests">
      <h2>{t.heading}</h2>
      <p className="con-muted">{t.note}</p>
      <ConsoleTable
        columns={[t.customer, t.state, t.requestedAt, t.dueAt, t.endedAt]}
        rows={requests}
        empty={t.empty}
        row={(r) => {
          const ended = r.cancelledAt ?? r.doneAt;
          return (
            <tr key={r.id}>
              <td>{r.customerId}</td>
              <td>{t[r.state]}</td>
              <td>{formatDateTime(r.requestedAt)}</td>
              <td>{formatDateTime(r.dueAt)}</td>
              <td>{ended === null ? '' : formatDateTime(ended)}</td>
            </tr>
          );
        }}
      />
    </section>
  );
}
