import {
  storeFollowAdd,
  storeFollowState,
  storeFollowUnfollow,
} from '../../schemas/api/endpoints/discovery/store-follow';
import type { StoreFollowState } from '../../schemas/api/store-follow';
import { call } from './call';

/** Whether the shopper follows the store; silent: it only decorates the store's header. */
export const fetchFollowState = (storeNo: string): Promise<StoreFollowState> =>
  call(storeFollowState, { query: { storeNo } }, { silent: true });

export const followStore = (storeNo: string): Promise<StoreFollowState> =>
  call(storeFollowAdd, { body: { storeNo } });

export const unfollowStore = (storeNo: string): Promise<StoreFollowState> =>
  call(storeFollowUnfollow, { body: { storeNo } });
