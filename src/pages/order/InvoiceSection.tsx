import { type Invoice, invoiceSchema } from '../../../schemas/api/order';
import { messagesOf, useMessages } from '../../i18n/messages';
import { Field } from '../../ui/Field';
import { checkForm } from '../../ui/form/zodMessages';
import styles from './ConfirmPage.module.css';
import { orderFormMessages } from './formMessages';
import { orderMessages } from './messages';

export interface InvoiceDraft {
  type: Invoice['type'];
  title: string;
  taxNo: string;
}

export const NO_INVOICE: InvoiceDraft = { type: 'none', title: '', taxNo: '' };

type InvoiceField = 'title' | 'taxNo';

/**
 * The draft as the server wants it, or the first problem in the shopper's words, from the server's own
 * invoice schema (src/ui/form/zodMessages.ts). A personal invoice without a title is made out to '个人'.
 */
export function checkInvoice(
  d: InvoiceDraft,
): { ok: true; invoice: Invoice } | { ok: false; field: InvoiceField; message: string } {
  const t = messagesOf(orderFormMessages);
  const raw =
    d.type === 'none'
      ? { type: 'none' }
      : d.type === 'personal'
        ? { type: 'personal', title: d.title.trim() === '' ? t.invoicePersonal : d.title }
        : { type: 'company', title: d.title, taxNo: d.taxNo.toUpperCase() };
  const checked = checkForm(invoiceSchema, raw, {
    title: { name: d.type === 'company' ? t.companyField : t.titleField },
    taxNo: { name: t.taxNoField, format: t.taxNoFormat },
  });
  if (checked.ok) return { ok: true, invoice: checked.data };
  const field: InvoiceField = checked.errors.title !== undefined ? 'title' : 'taxNo';
  return { ok: false, field, message: checked.errors[field] ?? '' };
}

export function InvoiceSection({
  draft,
  onChange,
  error,
}: {
  draft: InvoiceDraft;
  onChange: (d: InvoiceDraft) => void;
  error: { field: InvoiceField; message: string } | null;
}) {
  const t = useMessages(orderFormMessages);
  const order = useMessages(orderMessages);
  const types: ReadonlyArray<{ type: Invoice['type']; label: string }> = [
    { type: 'none', label: order.invoiceNone },
    { type: 'personal', label: t.invoicePersonal },
    { type: 'company', label: t.invoiceCompany },
  ];
  const errorOf = (field: InvoiceField) =>
    error?.field === field && draft.type !== 'none' ? error.message : undefined;
  return (
    <fieldset className={styles.invoice}>
      <legend className={styles.sectionTitle}>{order.invoice}</legend>
      <div className={styles.segmented} role="radiogroup" aria-label={t.invoiceType}>
        {types.map((option) => (
          <label key={option.type} className={styles.segment}>
            <input
              type="radio"
              name="invoice-type"
              checked={draft.type === option.type}
              onChange={() => onChange({ ...draft, type: option.type })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {draft.type !== 'none' && (
        <Field
          label={draft.type === 'company' ? t.companyName : t.personalTitle}
          name="invoice-title"
          value={draft.title}
          maxLength={100}
          clearable
          required={draft.type === 'company'}
          placeholder={draft.type === 'company' ? t.companyNamePlaceholder : t.personalTitlePlaceholder}
          error={errorOf('title')}
          onChange={(title) => onChange({ ...draft, title })}
        />
      )}
      {draft.type === 'company' && (
        <Field
          label={t.taxNo}
          name="invoice-tax-no"
          value={draft.taxNo}
          maxLength={20}
          clearable
          required
          autoCapitalize="characters"
          placeholder={t.taxNoPlaceholder}
          error={errorOf('taxNo')}
          onChange={(taxNo) => onChange({ ...draft, taxNo: taxNo.replace(/\s/g, '') })}
        />
      )}
    </fieldset>
  );
}
