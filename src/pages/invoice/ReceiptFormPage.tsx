import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { InvoicePart, InvoiceTitleType, InvoiceView } from '../../../schemas/api/invoices';
import { fetchInvoicePart, fetchInvoiceTitles, makeInvoice, reissueInvoice } from '../../api/invoice';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { JOURNEYS, journey, journeyError, useJourneyStart } from '../../session/journeys';
import { ActionSheet } from '../../ui/ActionSheet';
import { Field } from '../../ui/Field';
import { FormRow } from '../../ui/FormRow';
import { SubmitBar } from '../../ui/SubmitBar';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './Invoice.module.css';
import {
  checkDraft,
  type DraftErrors,
  draftFromTitle,
  EMPTY_DRAFT,
  type InvoiceDraft,
  type InvoiceFields,
} from './invoiceForm';
import { invoiceMessages } from './messages';
import { invoiceInfoPath } from './paths';

const TITLE_TYPES: readonly InvoiceTitleType[] = ['company', 'personal'];

function InvoiceForm({ part, reissueOf }: { part: InvoicePart; reissueOf: InvoiceView | null }) {
  const t = useMessages(invoiceMessages);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<InvoiceDraft>(
    reissueOf
      ? {
          titleType: reissueOf.titleType,
          title: reissueOf.title,
          taxNo: reissueOf.taxNo ?? '',
          email: '',
          content: reissueOf.content,
        }
      : part.requested
        ? { ...EMPTY_DRAFT, ...part.requested, taxNo: part.requested.taxNo ?? '' }
        : EMPTY_DRAFT,
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const { type: journeyType, request, issued } = JOURNEYS.invoice;
  useJourneyStart(journeyType, request, reissueOf ? `reissue:${reissueOf.applyNo}` : part.orderStoreNo);
  const titlesSheet = useHistorySheet('sheet', 'titles');
  const titles = useScreenData(fetchInvoiceTitles, { key: 'invoice-titles', part: true });
  const saved = titles.state.status === 'ready' ? titles.state.data : [];
  // One code per invoice asked for (kept over a reload): a retry after a lost answer gets the same invoice.
  const send = useAction(
    (code: string, fields: InvoiceFields) =>
      reissueOf
        ? reissueInvoice({ applyNo: reissueOf.applyNo, ...fields }, code)
        : makeInvoice({ orderStoreNo: part.orderStoreNo, ...fields }, code),
    {
      intent: `invoice:${reissueOf ? `reissue:${reissueOf.applyNo}` : part.orderStoreNo}`,
      onDone: () => {
        journey.end(journeyType, issued);
        toast(t.submitted);
        navigate(invoiceInfoPath(part.orderStoreNo), { replace: true });
      },
      onError: (error) => void journey.step(journeyType, request, journeyError(error)),
    },
  );

  const edit = (patch: Partial<InvoiceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof DraftErrors];
      return next;
    });
  };

  const submit = async () => {
    const checked = checkDraft(draft, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await send.run(checked.fields);
  };

  const company = draft.titleType === 'company';
  return (
    <div className={styles.page} data-testid="invoice-form">
      {reissueOf && (
        <section className={styles.card}>
          <h2 className={styles.title}>{t.reissueTitle}</h2>
          <p className={styles.muted}>{t.reissueHint}</p>
        </section>
      )}
      <section className={styles.card}>
        <FormRow label={t.kind}>{t.kindValue}</FormRow>
        <FormRow label={t.titleType} labelId="invoice-title-type">
          <div className={styles.choices} role="radiogroup" aria-labelledby="invoice-title-type">
            {TITLE_TYPES.map((type) => (
              // biome-ignore lint/a11y/useSemanticElements: a button styled as a choice chip, as Vant's radio buttons
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={draft.titleType === type}
                className={styles.choice}
                onClick={() => edit({ titleType: type })}
              >
                {t[`titleType.${type}`]}
              </button>
            ))}
          </div>
        </FormRow>
        {saved.length > 0 && (
          <div className={styles.row}>
            <span className={styles.muted}>{t.savedTitlesHint(saved.length)}</span>
            <button type="button" className={styles.link} onClick={titlesSheet.show}>
              {t.savedTitles}
            </button>
          </div>
        )}
        <Field
          label={company ? t.companyTitle : t.personalTitle}
          name="invoice-title"
          value={draft.title}
          maxLength={100}
          clearable
          required
          placeholder={company ? t.companyTitlePlaceholder : t.personalTitlePlaceholder}
          error={errors.title}
          onChange={(title) => edit({ title })}
        />
        {company && (
          <Field
            label={t.taxNo}
            name="invoice-tax-no"
            value={draft.taxNo}
            maxLength={24}
            clearable
            required
            autoCapitalize="characters"
            placeholder={t.taxNoPlaceholder}
            error={errors.taxNo}
            onChange={(taxNo) => edit({ taxNo })}
          />
        )}
        <Field
          label={t.email}
          name="invoice-email"
          value={draft.email}
          maxLength={100}
          clearable
          required
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          error={errors.email}
          onChange={(email) => edit({ email })}
        />
      </section>
      <section className={styles.card}>
        <FormRow label={t.content} labelId="invoice-content">
          <div className={styles.choices} role="radiogroup" aria-labelledby="invoice-content">
            {(['detail', 'category'] as const).map((content) => (
              // biome-ignore lint/a11y/useSemanticElements: a button styled as a choice chip, as Vant's radio buttons
              <button
                key={content}
                type="button"
                role="radio"
                aria-checked={draft.content === content}
                className={styles.choice}
                onClick={() => edit({ content })}
              >
                {t[`content.${content}`]}
              </button>
            ))}
          </div>
        </FormRow>
      </section>
      <SubmitBar
        priceCents={part.amountCents}
        label={t.invoiceAmount}
        buttonText={reissueOf ? t.reissueSubmit : t.submit}
        onSubmit={() => void submit()}
        loading={send.busy}
      />
      <ActionSheet
        sheet={titlesSheet}
        title={t.savedTitles}
        actions={saved.map((s, i) => ({
          name: s.title,
          subname: s.taxNo ?? t[`titleType.${s.titleType}`],
          index: i,
        }))}
        onSelect={(a) => {
          const chosen = saved[a.index];
          if (chosen) edit(draftFromTitle(chosen, draft.content));
        }}
      />
    </div>
  );
}

/**
 * /order/receiptForm?orderStoreNo=[&reissue=applyNo]: the invoice title (personal or company with its tax
 * number), the e-mail and the content; or, with `reissue`, the corrected title of an issued invoice.
 */
export default function ReceiptFormPage() {
  const t = useMessages(invoiceMessages);
  const [params] = useSearchParams();
  const orderStoreNo = params.get('orderStoreNo') ?? '';
  const reissue = params.get('reissue') ?? '';
  const { state, reload } = useScreenData(() => fetchInvoicePart(orderStoreNo), {
    key: orderStoreNo,
    enabled: orderStoreNo !== '',
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={<EmptyState kind="orders" title={t.noPart} linkTo="/order/list" />}
    >
      {(part) => {
        const order = `/order/detail?orderNo=${encodeURIComponent(part.orderNo)}`;
        if (reissue !== '') {
          const current = part.current;
          if (!current || current.applyNo !== reissue || !current.canReissue) {
            return (
              <EmptyState
                kind="orders"
                title={t['closed.exists']}
                linkTo={invoiceInfoPath(orderStoreNo)}
                linkText={t.toInvoice}
              />
            );
          }
          return <InvoiceForm part={part} reissueOf={current} />;
        }
        if (!part.canApply) {
          const reason = part.closedReason ?? 'unpaid';
          return (
            <EmptyState
              kind="orders"
              title={t[`closed.${reason}`]}
              linkTo={reason === 'exists' ? invoiceInfoPath(orderStoreNo) : order}
              linkText={reason === 'exists' ? t.toInvoice : t.toOrder}
            />
          );
        }
        return <InvoiceForm part={part} reissueOf={null} />;
      }}
    </ScreenStates>
  );
}
