import { useMessages } from '../../i18n/messages';
import { ConsoleTable } from '../states';
import { approvalsMessages } from './approvalsMessages';
import { fieldChanges } from './fieldDiff';

/** A change request that is not a booth page, compared field by field (issue 35: "a field diff for the rest"). */
export function FieldDiff({
  title,
  before,
  after,
  onClose,
}: {
  title: string;
  before: unknown;
  after: unknown;
  onClose: () => void;
}) {
  const t = useMessages(approvalsMessages);
  return (
    <section className="con-card" aria-label={title}>
      <h3>{title}</h3>
      <ConsoleTable
        columns={[t.field, t.before, t.after]}
        rows={fieldChanges(before, after)}
        empty={t.noFields}
        row={(c) => (
          <tr key={c.path}>
            <td>{c.path}</td>
            <td>{c.before}</td>
            <td>{c.after}</td>
            <td />
          </tr>
        )}
      />
      <button type="button" className="con-btn" onClick={onClose}>
        {t.close}
      </button>
    </section>
  );
}
