import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { uiMessages } from './messages';
import { Price } from './Price';
import styles from './SubmitBar.module.css';

export interface SubmitBarProps {
  /** The amount to pay, in cents (Vant's convention: no floating yuan). */
  priceCents: number;
  /** Words before the price; default '合计：'. */
  label?: string;
  buttonText: string;
  onSubmit: () => void;
  /** The button shows it is working and ignores taps. */
  loading?: boolean;
  disabled?: boolean;
  /** A line above the bar ('已享优惠…', why the button is disabled). */
  tip?: ReactNode;
  /** Left of the price (the cart's select-all). */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The order or cart bar fixed at the bottom, above the home indicator. An in-flow placeholder as tall as
 * the bar keeps the page's last rows reachable above it.
 */
export function SubmitBar({
  priceCents,
  label,
  buttonText,
  onSubmit,
  loading = false,
  disabled = false,
  tip,
  children,
  ...rest
}: SubmitBarProps) {
  const t = useMessages(uiMessages);
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => setHeight(el.offsetHeight || undefined);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className={styles.placeholder} style={{ height }} aria-hidden="true" />
      <div ref={bar} className={styles.bar} data-testid={rest['data-testid']}>
        {tip !== undefined && <div className={styles.tip}>{tip}</div>}
        <div className={styles.row}>
          {children}
          <div className={styles.total}>
            <span>{label ?? t.total}</span>
            <Price cents={priceCents} size="lg" />
          </div>
          <button
            type="button"
            className={styles.button}
            disabled={disabled}
            aria-busy={loading || undefined}
            onClick={() => {
              if (!loading) onSubmit();
            }}
          >
            {loading && <span className={styles.spinner} aria-hidden="true" />}
            {buttonText}
          </button>
        </div>
      </div>
    </>
  );
}
