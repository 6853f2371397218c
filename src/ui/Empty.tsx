import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import styles from './Empty.module.css';
import { EmptyArt, type EmptyKind } from './emptyArt';
import { uiMessages } from './messages';

export type { EmptyKind } from './emptyArt';

export interface EmptyProps {
  kind: EmptyKind;
  /** What is empty, in the screen's words; each kind has a default. */
  description?: string;
  /** The way on: '去逛逛', '重新加载'… */
  children?: ReactNode;
}

/** An empty or unreachable list with an illustration and a way on (Vant's Empty). */
export function Empty({ kind, description, children }: EmptyProps) {
  const t = useMessages(uiMessages);
  const defaults: Record<EmptyKind, string> = {
    cart: t.emptyCart,
    orders: t.emptyOrders,
    coupons: t.emptyCoupons,
    search: t.emptySearch,
    messages: t.emptyMessages,
    network: t.emptyNetwork,
  };
  return (
    <div className={styles.empty} data-empty={kind}>
      <EmptyArt kind={kind} />
      <p className={styles.description}>{description ?? defaults[kind]}</p>
      {children !== undefined && <div className={styles.bottom}>{children}</div>}
    </div>
  );
}
