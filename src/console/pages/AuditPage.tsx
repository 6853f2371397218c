import { type FormEvent, useCallback, useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { type AuditFilter, auditApi } from '../api';
import { ConsoleTable, LoadFailed, Loading, useConsoleLoad } from '../states';
import { approvalsMessages } from './approvalsMessages';

/** A datetime-local field's value as epoch ms in the browser's zone; empty: no bound. */
const epochOf = (value: string): number | undefined => (value ? new Date(value).getTime() : undefined);

/**
 * The operator audit log (ADR 0048), for auditors and administrators: every operator write
 * with who, what, when and from where; filtered by account, entity and time, downloaded as CSV.
 */
export function AuditPage() {
  const t = useMessages(approvalsMessages);
  const [filter, setFilter] = useState<AuditFilter>({});
  const read = useCallback(() => auditApi.search(filter), [filter]);
  const { data: rows, error, load } = useConsoleLoad(read);
  const [account, setAccount] = useState('');
  const [entity, setEntity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({
      account: account.trim() || undefined,
      entity: entity.trim() || undefined,
      from: epochOf(from),
      to: epochOf(to),
    });
  };

  return (
    <section className="con-card">
      <h2>{t.auditHeading}</h2>
      <form className="con-row" onSubmit={search}>
        <label>
          {t.account}
          <input value={account} maxLength={64} onChange={(e) => setAccount(e.target.value)} />
        </label>
        <label>
          {t.entity}
          <input value={entity} maxLength={128} onChange={(e) => setEntity(e.target.value)} />
        </label>
        <label>
          {t.from}
          <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t.to}
          <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="con-btn con-btn-primary">
          {t.search}
        </button>
        <a className="con-btn" href={auditApi.exportHref(filter)} download>
          {t.download}
        </a>
      </form>
      {error && !rows ? (
        <LoadFailed error={error} onRetry={load} />
      ) : !rows ? (
        <Loading />
      ) : (
        <ConsoleTable
          columns={[t.at, t.account, t.role, t.route, t.entity, t.status, t.disposition, t.address]}
          rows={rows}
          empty={t.auditEmpty}
          row={(r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.at)}</td>
              <td>{r.account}</td>
              <td>{r.role}</td>
              <td>{r.route}</td>
              <td>{r.entity ?? r.path}</td>
              <td>{r.status}</td>
              <td>
                {t.dispositionName(r.disposition)}
                {r.reason && <span className="con-muted"> {t.reasonName(r.reason)}</span>}
                {r.approvedBy && <span className="con-muted"> {t.decidedBy(r.approvedBy)}</span>}
              </td>
              <td>{r.ip}</td>
              <td />
            </tr>
          )}
        />
      )}
    </section>
  );
}
