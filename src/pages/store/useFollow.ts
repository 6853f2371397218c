import { useState } from 'react';
import type { StoreFollowState } from '../../../schemas/api/store-follow';
import { fetchFollowState, followStore, unfollowStore } from '../../api/storeFollow';
import { messagesOf } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { storeFollowMessages } from './followMessages';

/**
 * The shopper's follow of a store and the store's follower count: follow-state on arrival (signed in),
 * follow / unfollow on tap; the server's answer (with the new count) replaces what is shown.
 */
export function useFollow(storeNo: string, followers: number) {
  const [answer, setAnswer] = useState<StoreFollowState | null>(null);
  const first = useScreenData(
    async () => (getUserCode() ? fetchFollowState(storeNo) : { storeNo, following: false, followers }),
    { key: `follow|${storeNo}`, part: true },
  );
  const state = answer ?? (first.state.status === 'ready' ? first.state.data : null);

  const following = state?.following ?? false;
  const toggling = useAction(() => (following ? unfollowStore(storeNo) : followStore(storeNo)), {
    toastMs: TOAST_MS,
    onDone: (next) => {
      const t = messagesOf(storeFollowMessages);
      setAnswer(next);
      toast(next.following ? t.followed : t.unfollowed);
    },
  });
  const busy = toggling.busy;
  const toggle = toggling.run;
  return { following, followers: state?.followers ?? followers, busy, toggle };
}
