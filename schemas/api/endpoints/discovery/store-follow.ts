/**
 * The storeFollow endpoints of discovery.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { endpoint } from '../../endpoint';
import { storeFollowQuerySchema, storeFollowRequestSchema, storeFollowStateSchema } from '../../store-follow';

const CHANNEL = '/api/channel';

export const storeFollowState = endpoint({
  method: 'get',
  path: `${CHANNEL}/store/follow-state`,
  auth: 'shopper',
  query: storeFollowQuerySchema,
  result: storeFollowStateSchema,
});

export const storeFollowAdd = endpoint({
  method: 'post',
  path: `${CHANNEL}/store/follow`,
  auth: 'shopper',
  body: storeFollowRequestSchema,
  result: storeFollowStateSchema,
});

export const storeFollowUnfollow = endpoint({
  method: 'post',
  path: `${CHANNEL}/store/unfollow`,
  auth: 'shopper',
  body: storeFollowRequestSchema,
  result: storeFollowStateSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const storeFollowEndpoints = {
  state: storeFollowState,
  follow: storeFollowAdd,
  unfollow: storeFollowUnfollow,
};
