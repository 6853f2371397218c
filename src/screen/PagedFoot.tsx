import { useEffect, useRef } from 'react';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import { screenMessages } from './messages';
import styles from './StateViews.module.css';
import type { PagedList } from './usePagedList';

/**
 * The foot of an infinite list: loads the next page when it scrolls into view (a button for when it
 * cannot), says when a page failed (tap to retry) and when there is no more.
 */
export function PagedFoot<T>({ list }: { list: PagedList<T> }) {
  const common = useMessages(commonMessages);
  const t = useMessages(screenMessages);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(list.loadMore);
  more.current = list.loadMore;
  const { status, hasMore, next, items } = list.state;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current(false);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  let content = null;
  if (status === 'ready' && items.length > 0) {
    if (next === 'loading') content = <span role="status">{common.loadingMore}</span>;
    else if (next === 'error')
      content = (
        <button type="button" className={styles.footButton} onClick={() => list.loadMore(true)}>
          {t.loadMoreFailed}
        </button>
      );
    else if (hasMore)
      content = (
        <button type="button" className={styles.footButton} onClick={() => list.loadMore(true)}>
          {t.loadMore}
        </button>
      );
    else content = <span data-testid="list-end">{common.noMore}</span>;
  }
  return (
    <div className={styles.foot}>
      {content}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
