import { useId } from 'react';
import { type Invoice, invoiceSchema } from '../../../schemas/api/order';
import styles from './ConfirmPage.module.css';

export interface InvoiceDraft {
  type: Invoice['type'];
  title: string;
  taxNo: string;
}

export const NO_INVOICE: InvoiceDraft = { type: 'none', title: '', taxNo: '' };

/** The draft as the server wants it, or the first problem in words (title / tax number rules). */
export function checkInvoice(
  d: InvoiceDraft,
): { ok: true; invoice: Invoice } | { ok: false; field: 'title' | 'taxNo'; message: string } {
  const raw =
    d.type === 'none'
      ? { type: 'none' }
      : d.type === 'personal'
        ? { type: 'personal', title: d.title.trim() === '' ? 'Personal' : d.title }
        : { type: 'company', title: d.title, taxNo: d.taxNo.toUpperCase() };
  const parsed = invoiceSchema.safeParse(raw);
  if (parsed.success) return { ok: true, invoice: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'taxNo' ? 'taxNo' : 'title';
  const message =
    field === 'title' && d.type === 'company' && d.title.trim().length < 2
      ? 'Enter the company name for a company invoice'
      : (issue?.message ?? 'Check the invoice details');
  return { ok: false, field, message };
}

const TYPES: ReadonlyArray<{ type: Invoice['type']; label: string }> = [
  { type: 'none', label: 'No invoice' },
  { type: 'personal', label: 'Personal' },
  { type: 'company', label: 'Company' },
];

export function InvoiceSection({
  draft,
  onChange,
  error,
}: {
  draft: InvoiceDraft;
  onChange: (d: InvoiceDraft) => void;
  error: { field: 'title' | 'taxNo'; message: string } | null;
}) {
  const id = useId();
  return (
    <fieldset className={styles.invoice}>
      <legend className={styles.sectionTitle}>Invoice</legend>
      <div className={styles.segmented} role="radiogroup" aria-label="Invoice type">
        {TYPES.map((t) => (
          <label key={t.type} className={styles.segment}>
            <input
              type="radio"
              name="invoice-type"
              checked={draft.type === t.type}
              onChange={() => onChange({ ...draft, type: t.type })}
            />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      {draft.type !== 'none' && (
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={`${id}-title`}>
            {draft.type === 'company' ? 'Company name' : 'Title (optional)'}
          </label>
          <input
            id={`${id}-title`}
            value={draft.title}
            maxLength={100}
            placeholder={draft.type === 'personal' ? 'Personal' : ''}
            aria-invalid={error?.field === 'title' ? true : undefined}
            aria-describedby={error?.field === 'title' ? `${id}-error` : undefined}
            onChange={(e) => onChange({ ...draft, title: e.target.value })}
          />
        </div>
      )}
      {draft.type === 'company' && (
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={`${id}-tax`}>
            Tax number
          </label>
          <input
            id={`${id}-tax`}
            value={draft.taxNo}
            maxLength={20}
            autoCapitalize="characters"
            aria-invalid={error?.field === 'taxNo' ? true : undefined}
            aria-describedby={error?.field === 'taxNo' ? `${id}-error` : undefined}
            onChange={(e) => onChange({ ...draft, taxNo: e.target.value.replace(/\s/g, '') })}
          />
        </div>
      )}
      {error && draft.type !== 'none' && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error.message}
        </span>
      )}
    </fieldset>
  );
}
