import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { Skeleton } from '../ui/Skeleton';
import { screenMessages } from './messages';
import { ErrorState, RefusedState, SigningInState } from './StateViews';
import type { ScreenState } from './screenState';

export interface ScreenStatesProps<T> {
  state: ScreenState<T>;
  onRetry: () => void;
  /** The empty state with a way on; without one, an empty answer renders like data. */
  empty?: ReactNode;
  /** Shown when there is nothing to load (a missing parameter). */
  idle?: ReactNode;
  /** The loading placeholder; a list skeleton by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Maps a screen's state to what the shopper sees: loading → skeleton, empty → empty state with a way on,
 * error → the failure page with retry (a refusal → its reason with a way back), 0003 → waiting for the sign-on. Never a blank page.
 */
export function ScreenStates<T>({ state, onRetry, empty, idle, skeleton, children }: ScreenStatesProps<T>) {
  const t = useMessages(screenMessages);
  switch (state.status) {
    case 'loading':
      return <>{skeleton ?? <Skeleton variant="list" rows={3} label={t.loadingList} />}</>;
    case 'signingIn':
      return <SigningInState onRetry={onRetry} />;
    case 'error':
      return state.refused ? (
        <RefusedState message={state.message} onRetry={onRetry} />
      ) : (
        <ErrorState message={state.message} onRetry={onRetry} />
      );
    case 'idle':
      return <>{idle ?? null}</>;
    case 'empty':
      return <>{empty ?? children(state.data)}</>;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
