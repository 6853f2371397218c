import { useState } from 'react';
import type { StoreFollowState } from '../../../schemas/api/store-follow';
import { errorMessage, isApiError } from '../../api/errors';
import { fetchFollowState, followStore, unfollowStore } from '../../api/storeFollow';
import { messagesOf } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { storeFollowMessages } from './followMessages';

/**
 * The shopper's follow of a store and the store's follower count: follow-state on arrival (signed in),
 * follow / unfollow on tap; the server's answer (with the new count) replaces what is shown.
 */
export function useFollow(storeNo: string, followers: number) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<StoreFollowState | null>(null);
  const first = useScreenData(
    async () => (getUserCode() ? fetchFollowState(storeNo) : { storeNo, following: false, followers }),
    { key: `follow|${storeNo}`, part: true },
  );
  const state = answer ?? (first.state.status === 'ready' ? first.state.data : null);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const t = messagesOf(storeFollowMessages);
    try {
      const next = state?.following ? await unfollowStore(storeNo) : await followStore(storeNo);
      setAnswer(next);
      toast(next.following ? t.followed : t.unfollowed);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { following: state?.following ?? false, followers: state?.followers ?? followers, busy, toggle };
}
