import { type ReactNode, useEffect, useRef } from 'react';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import styles from './List.module.css';
import { uiMessages } from './messages';
import { PullRefresh } from './PullRefresh';

export interface ListProps {
  children: ReactNode;
  /** A page is being fetched. */
  loading: boolean;
  /** Every page is in: show '没有更多了' and stop asking. */
  finished: boolean;
  /** The last page failed: show '加载失败，点击重试'; a tap asks again. */
  error?: boolean;
  /** Fetch the next page (called when the end of the list comes within reach). */
  onLoad: () => void;
  /** With it, pulling down at the top reloads the first page. */
  onRefresh?: () => Promise<unknown>;
  finishedText?: string;
  errorText?: string;
  /** How far before the end the next page is asked for, so scrolling rarely meets the spinner. */
  offsetPx?: number;
  'data-testid'?: string;
}

interface LoadState {
  loading: boolean;
  finished: boolean;
  error: boolean;
  onLoad: () => void;
}

/** The next page is due when the end is in view and nothing stops it. */
function loadIfDue(inView: boolean, s: LoadState): void {
  if (inView && !s.loading && !s.finished && !s.error) s.onLoad();
}

/**
 * A list that loads its next page as the shopper nears its end (Vant's List), watched with an
 * IntersectionObserver instead of scroll events. A short first page that leaves the end in view asks for
 * the next at once. Optionally pull-to-refresh.
 */
export function List({
  children,
  loading,
  finished,
  error = false,
  onLoad,
  onRefresh,
  finishedText,
  errorText,
  offsetPx = 300,
  ...rest
}: ListProps) {
  const t = useMessages(uiMessages);
  const common = useMessages(commonMessages);
  const sentinel = useRef<HTMLDivElement>(null);
  const inView = useRef(false);
  const state = useRef<LoadState>({ loading, finished, error, onLoad });
  state.current = { loading, finished, error, onLoad };

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((e) => e.isIntersecting);
        loadIfDue(inView.current, state.current);
      },
      { rootMargin: `0px 0px ${offsetPx}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [offsetPx]);

  // A page arrived but the end is still in view (short pages, tall screens): ask for the next one.
  useEffect(() => {
    if (!loading) loadIfDue(inView.current, state.current);
  }, [loading]);

  let foot: ReactNode = null;
  if (error)
    foot = (
      <button type="button" className={styles.retry} onClick={onLoad}>
        {errorText ?? t.listError}
      </button>
    );
  else if (loading) foot = <span>{common.loadingMore}</span>;
  else if (finished) foot = <span>{finishedText ?? common.noMore}</span>;

  const list = (
    <div className={styles.list} data-testid={rest['data-testid']}>
      {children}
      <div ref={sentinel} className={styles.foot} role="status" aria-live="polite">
        {foot}
      </div>
    </div>
  );
  return onRefresh ? <PullRefresh onRefresh={onRefresh}>{list}</PullRefresh> : list;
}
