import { useMessages } from '../../i18n/messages';
import { ConsoleTable } from '../states';
import { approvalsMessages } from './approvalsMessages';
import { useChangeWords } from './changeWords';
import { fieldChanges } from './fieldDiff';

/**
 * A change request that is not a booth page, compared field by field ("a field diff for the rest"):
 * only the fields that change, each named and read as the tab that edits it names and shows it, old → new.
 */
export function FieldDiff({
  title,
  endpoint,
  before,
  after,
  onClose,
}: {
  title: string;
  /** The request's endpoint ('PUT /api/operator/…'): whose words the fields are in. */
  endpoint: string;
  before: unknown;
  after: unknown;
  onClose: () => void;
}) {
  const t = useMessages(approvalsMessages);
  const words = useChangeWords(endpoint);
  return (
    <section className="con-card" aria-label={title}>
      <h3>{title}</h3>
      <ConsoleTable
        columns={[t.field, t.before, t.after]}
        rows={fieldChanges(before, after)}
        empty={t.noFields}
        row={(c) => {
          const old = words.value(c.path, c.before);
          const now = words.value(c.path, c.after);
          return (
            <tr key={c.path} data-testid={`field-change-${c.path}`}>
              <td>{words.label(c.path)}</td>
              <td>{old === '' ? <span className="con-muted">{t.none}</span> : old}</td>
              <td>
                <span aria-hidden="true">→ </span>
                {now === '' ? <span className="con-muted">{t.none}</span> : now}
              </td>
              <td />
            </tr>
          );
        }}
      />
      <button type="button" className="con-btn" onClick={onClose}>
        {t.close}
      </button>
    </section>
  );
}
