import type { StoreFollowState } from '../../schemas/api/store-follow';
import type { AppDeps } from '../config';
import { storeIsOpen } from '../repos/search-scope';
import {
  addToFollowerCount,
  deleteFollow,
  followState,
  insertFollow,
  lockOpenStore,
} from '../repos/store-follows';
import { refuse, settle } from './outcome';

const missing = (storeNo: string) => ({ refusal: 'store_not_found', storeNo }) as const;

/** store/follow-state: whether the caller follows the store, and its follower count. */
export function storeFollowState(deps: AppDeps, customerId: number, storeNo: string) {
  return settle(async (): Promise<StoreFollowState> => {
    if (!(await storeIsOpen(deps.db, storeNo))) refuse(missing(storeNo));
    return { storeNo, ...(await followState(deps.db, storeNo, customerId)) };
  });
}

/**
 * store/follow and store/unfollow. The follow row's key (store, customer) makes a repeat change nothing;
 * the count moves in the same transaction only when a row was really added or removed, so retries, double
 * taps and parallel requests leave it exact.
 */
export function setFollowing(deps: AppDeps, customerId: number, storeNo: string, follow: boolean) {
  return settle(() =>
    deps.db.transaction(async (tx): Promise<StoreFollowState> => {
      if (!(await lockOpenStore(tx, storeNo))) refuse(missing(storeNo));
      const changed = follow
        ? await insertFollow(tx, storeNo, customerId, deps.config.clock())
        : await deleteFollow(tx, storeNo, customerId);
      if (changed) await addToFollowerCount(tx, storeNo, follow ? 1 : -1);
      return { storeNo, ...(await followState(tx, storeNo, customerId)) };
    }),
  );
}
