import type { ReactNode } from 'react';
import { List } from '../ui/List';
import { ScreenStates } from './ScreenStates';
import { listScreenState, type PagedList } from './usePagedList';

export interface PagedStatesProps<T> {
  list: PagedList<T>;
  /** The empty state with a way on, for a first page with nothing in it. */
  empty?: ReactNode;
  skeleton?: ReactNode;
  /** Pull down at the top to read page 1 again (off for lists inside a longer page). */
  pullToRefresh?: boolean;
  'data-testid'?: string;
  children: (items: T[]) => ReactNode;
}

/**
 * An infinite list on the screen states: the first page as any screen (skeleton, empty, failure, waiting
 * for the sign-on), then the kit's List for the rest (next page as the end comes near, tap to retry a
 * failed page, no more, pull to refresh).
 */
export function PagedStates<T>({
  list,
  empty,
  skeleton,
  pullToRefresh = true,
  children,
  ...rest
}: PagedStatesProps<T>) {
  const { next, hasMore } = list.state;
  return (
    <ScreenStates state={listScreenState(list.state)} onRetry={list.retry} empty={empty} skeleton={skeleton}>
      {(items) => (
        <List
          loading={next === 'loading'}
          finished={!hasMore}
          error={next === 'error'}
          onLoad={() => list.loadMore(true)}
          onRefresh={pullToRefresh ? list.refresh : undefined}
          data-testid={rest['data-testid']}
        >
          {children(items)}
        </List>
      )}
    </ScreenStates>
  );
}
