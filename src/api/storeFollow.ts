import { type StoreFollowState, storeFollowStateSchema } from '../../schemas/api/store-follow';
import { get, post } from './client';

const CHANNEL = '/api/channel/store';

/** Whether the shopper follows the store; silent: it only decorates the store's header. */
export const fetchFollowState = (storeNo: string): Promise<StoreFollowState> =>
  get(`${CHANNEL}/follow-state`, { storeNo }, { schema: storeFollowStateSchema, silent: true });

export const followStore = (storeNo: string): Promise<StoreFollowState> =>
  post(`${CHANNEL}/follow`, { storeNo }, { schema: storeFollowStateSchema });

export const unfollowStore = (storeNo: string): Promise<StoreFollowState> =>
  post(`${CHANNEL}/unfollow`, { storeNo }, { schema: storeFollowStateSchema });
