import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { uiMessages } from './messages';
import styles from './Result.module.css';

export type ResultType = 'success' | 'failure' | 'waiting';

export interface ResultProps {
  type: ResultType;
  /** The headline; each type has a default ('操作成功'…). */
  title?: string;
  /** The summary: what happened, what the amount was, what happens next. */
  children?: ReactNode;
  /** Next actions, most important first (rendered as a column of full-width buttons or links). */
  actions?: ReactNode;
}

const ICONS: Record<ResultType, ReactNode> = {
  success: <path d="M20 33l9 9 17-19" />,
  failure: <path d="M23 23l18 18M41 23L23 41" />,
  waiting: <path d="M32 18v15l9 6" />,
};

/** The page after a payment, a refund or an application (Vant's result pattern): icon, summary, next actions. */
export function Result({ type, title, children, actions }: ResultProps) {
  const t = useMessages(uiMessages);
  const defaults: Record<ResultType, string> = {
    success: t.resultSuccess,
    failure: t.resultFailure,
    waiting: t.resultWaiting,
  };
  return (
    <section className={styles.result} data-result={type}>
      <svg
        className={`${styles.icon} ${styles[type]}`}
        width="64"
        height="64"
        viewBox="0 0 64 64"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="30" />
        <g fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
          {ICONS[type]}
        </g>
      </svg>
      {/* The headline is announced: the shopper just waited for this answer. */}
      <h1 className={styles.title} role={type === 'failure' ? 'alert' : 'status'}>
        {title ?? defaults[type]}
      </h1>
      {children !== undefined && <div className={styles.summary}>{children}</div>}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
