import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import styles from './PullRefresh.module.css';

export interface PullRefreshProps {
  /** Reloads the content; the head shows '刷新中…' until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  disabled?: boolean;
}

/** Pulling further than this (after damping) refreshes on release. */
export const PULL_THRESHOLD_PX = 50;
const MAX_PULL_PX = 100;

type Status = 'idle' | 'pulling' | 'loosing' | 'refreshing';

const atTop = () => Math.max(0, document.scrollingElement?.scrollTop ?? window.scrollY) === 0;

/**
 * Pull down at the top of the page to reload (Vant's PullRefresh). The pull is damped to half the finger's
 * travel; the head says pull, release or refreshing. Only a pull that starts at the top counts, so
 * scrolling up through a long list never triggers it.
 */
export function PullRefresh({ onRefresh, children, disabled = false }: PullRefreshProps) {
  const t = useMessages(commonMessages);
  const [status, setStatus] = useState<Status>('idle');
  const [distance, setDistance] = useState(0);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (disabled || status === 'refreshing' || !atTop()) return;
    start.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const dy = (event.touches[0]?.clientY ?? start.current) - start.current;
    if (dy <= 0) {
      setDistance(0);
      setStatus('idle');
      return;
    }
    const pulled = Math.min(MAX_PULL_PX, dy / 2);
    setDistance(pulled);
    setStatus(pulled >= PULL_THRESHOLD_PX ? 'loosing' : 'pulling');
  };
  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (status !== 'loosing') {
      setDistance(0);
      setStatus('idle');
      return;
    }
    setStatus('refreshing');
    setDistance(PULL_THRESHOLD_PX);
    void onRefresh()
      .catch(() => {
        // The caller shows its own failure; the head only has to go away.
      })
      .finally(() => {
        setStatus('idle');
        setDistance(0);
      });
  };

  const text = { idle: '', pulling: t.pullToRefresh, loosing: t.releaseToRefresh, refreshing: t.refreshing }[
    status
  ];
  return (
    <div
      className={styles.wrap}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={status === 'refreshing' || undefined}
    >
      <div
        className={`${styles.track} ${start.current === null ? styles.settle : ''}`}
        style={{ transform: `translateY(${distance}px)` }}
      >
        <div className={styles.head} role="status">
          {text}
        </div>
        {children}
      </div>
    </div>
  );
}
