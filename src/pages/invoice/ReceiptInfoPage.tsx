import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { InvoicePart, InvoiceView } from '../../../schemas/api/invoices';
import { fetchInvoicePart } from '../../api/invoice';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Tag, type TagType } from '../../ui/Tag';
import styles from './Invoice.module.css';
import { type InvoiceMessages, invoiceMessages } from './messages';
import { invoiceFormPath } from './paths';

/** How often the page asks again while the tax service works (it issues within seconds by default). */
const POLL_MS = 1500;

const TAG: Record<InvoiceView['state'], TagType> = { applying: 'warning', issued: 'success', red: 'default' };

function hint(v: InvoiceView, t: InvoiceMessages): string {
  if (v.state === 'issued') return t['stateHint.issued'](v.email);
  return t[`stateHint.${v.state}`];
}

function Rows({ v, t }: { v: InvoiceView; t: InvoiceMessages }) {
  return (
    <dl className={styles.dl}>
      <dt>{t.title}</dt>
      <dd data-testid="invoice-title">{v.title}</dd>
      {v.taxNo && (
        <>
          <dt>{t.taxNo}</dt>
          <dd>{v.taxNo}</dd>
        </>
      )}
      <dt>{t.amount}</dt>
      <dd className={styles.amount} data-testid="invoice-amount">
        {formatMoney(v.amountCents)}
      </dd>
      <dt>{t.tax(v.taxRatePercent)}</dt>
      <dd>{formatMoney(v.taxCents)}</dd>
      <dt>{t.content}</dt>
      <dd>{t[`content.${v.content}`]}</dd>
      {v.invoiceNumber && (
        <>
          <dt>{t.invoiceNumber}</dt>
          <dd data-testid="invoice-number">{v.invoiceNumber}</dd>
        </>
      )}
      {v.issuedAt !== null && (
        <>
          <dt>{t.issuedAt}</dt>
          <dd>{formatDateTime(v.issuedAt)}</dd>
        </>
      )}
      {v.redNumber && (
        <>
          <dt>{t.redNumber}</dt>
          <dd>{v.redNumber}</dd>
        </>
      )}
      <dt>{t.appliedAt}</dt>
      <dd>{formatDateTime(v.appliedAt)}</dd>
    </dl>
  );
}

function Info({ part }: { part: InvoicePart }) {
  const t = useMessages(invoiceMessages);
  const v = part.current;
  if (!v) {
    return (
      <EmptyState
        kind="orders"
        title={part.canApply ? t.notApplied : t[`closed.${part.closedReason ?? 'unpaid'}`]}
        linkTo={
          part.canApply
            ? invoiceFormPath(part.orderStoreNo)
            : `/order/detail?orderNo=${encodeURIComponent(part.orderNo)}`
        }
        linkText={part.canApply ? t.applyNow : t.toOrder}
      />
    );
  }
  return (
    <div className={styles.page} data-testid="invoice-info" data-state={v.state}>
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title} data-testid="invoice-state">
            {t[`state.${v.state}`]}
          </h2>
          <Tag type={TAG[v.state]} plain>
            {t.kindValue}
          </Tag>
        </div>
        <p className={styles.muted} role="status">
          {hint(v, t)}
        </p>
      </section>
      <section className={styles.card}>
        <div className={styles.row}>
          <span>{t.orderNo}</span>
          <span>{part.orderNo}</span>
        </div>
        <Rows v={v} t={t} />
      </section>
      {part.history.length > 0 && (
        <section className={styles.card} aria-labelledby="invoice-history">
          <h3 id="invoice-history" className={styles.title}>
            {t.history}
          </h3>
          <ul className={styles.history}>
            {part.history.map((old) => (
              <li key={old.applyNo}>
                <Rows v={old} t={t} />
                {old.pdfUrl && (
                  <a className={styles.link} href={old.pdfUrl} download>
                    {t.download}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <Link className={styles.button} to={`/order/detail?orderNo=${encodeURIComponent(part.orderNo)}`}>
          {t.toOrder}
        </Link>
        {v.canReissue && (
          <Link className={styles.button} to={invoiceFormPath(part.orderStoreNo, v.applyNo)}>
            {t.reissue}
          </Link>
        )}
        {v.pdfUrl && (
          // A same-origin API path with the view's download token (a download cannot send the session header).
          <a className={`${styles.button} ${styles.primary}`} href={v.pdfUrl} download>
            {t.download}
          </a>
        )}
      </div>
    </div>
  );
}

/** /order/receiptInfo/:orderStoreNo: the store part's invoice, applying → issued, with its PDF. */
export default function ReceiptInfoPage() {
  const t = useMessages(invoiceMessages);
  const { orderStoreNo = '' } = useParams();
  const { state, reload } = useScreenData(() => fetchInvoicePart(orderStoreNo), {
    key: orderStoreNo,
    enabled: orderStoreNo !== '',
    reshow: true,
  });
  // While the tax service works, ask again; each answer is a new object, so this runs until it is issued.
  const current = state.status === 'ready' ? state.data.current : null;
  useEffect(() => {
    if (current?.state !== 'applying') return;
    const timer = window.setTimeout(reload, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [current, reload]);
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={<EmptyState kind="orders" title={t.noPart} linkTo="/order/list" />}
    >
      {(part) => <Info part={part} />}
    </ScreenStates>
  );
}
