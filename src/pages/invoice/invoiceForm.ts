import { EMAIL_PATTERN } from '../../../schemas/api/email';
import type { InvoiceContent, InvoiceTitle, InvoiceTitleType } from '../../../schemas/api/invoices';
import { normaliseTaxNumber, taxNumberProblem } from '../../../schemas/api/tax-number';
import type { InvoiceMessages } from './messages';

/** What the invoice form holds while the shopper types. */
export interface InvoiceDraft {
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  email: string;
  content: InvoiceContent;
}

export type DraftField = 'title' | 'taxNo' | 'email';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: InvoiceDraft = {
  titleType: 'company',
  title: '',
  taxNo: '',
  email: '',
  content: 'detail',
};

export const draftFromTitle = (t: InvoiceTitle, content: InvoiceContent): InvoiceDraft => ({
  titleType: t.titleType,
  title: t.title,
  taxNo: t.taxNo ?? '',
  email: t.email,
  content,
});

/**
 * The draft's problems in the shopper's words, by the same rules the server applies (the tax number's
 * 15/18/20 characters and check, spec §5's e-mail), or the title fields ready to send.
 */
/** The title fields as sent: trimmed, the tax number only for a company. */
export type InvoiceFields = Omit<InvoiceDraft, 'taxNo'> & { taxNo?: string };

export function checkDraft(
  d: InvoiceDraft,
  t: InvoiceMessages,
): { ok: true; fields: InvoiceFields } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = d.title.trim();
  const email = d.email.trim();
  const taxNo = normaliseTaxNumber(d.taxNo);
  if (title.length < 2) errors.title = t.titleRequired;
  if (d.titleType === 'company') {
    const problem = taxNumberProblem(taxNo);
    if (problem) errors.taxNo = t[`taxNo.${problem}`];
  }
  if (!EMAIL_PATTERN.test(email)) errors.email = t.emailInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      titleType: d.titleType,
      title,
      email,
      content: d.content,
      ...(d.titleType === 'company' ? { taxNo } : {}),
    },
  };
}
