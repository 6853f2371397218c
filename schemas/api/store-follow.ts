import { z } from '../zod';
import { storeNoSchema } from './store';

/**
 * Following a store, under /api/channel, user-scoped: one follow per (store, customer), so
 * following twice or unfollowing what is not followed changes nothing, and the store's follower count
 * moves only with a real change.
 */
export const storeFollowRequestSchema = z.object({ storeNo: storeNoSchema });
export const storeFollowQuerySchema = storeFollowRequestSchema;

/** GET store/follow-state, POST store/follow and store/unfollow: where the caller stands now. */
export const storeFollowStateSchema = z.object({
  storeNo: z.string(),
  following: z.boolean(),
  followers: z.int().check(z.nonnegative()),
});
export type StoreFollowState = z.infer<typeof storeFollowStateSchema>;
