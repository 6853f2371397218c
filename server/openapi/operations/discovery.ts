import { ecnyCategoriesSchema, ecnySearchPageSchema, ecnySearchQuerySchema } from '../../../schemas/api/ecny';
import {
  storeFollowQuerySchema,
  storeFollowRequestSchema,
  storeFollowStateSchema,
} from '../../../schemas/api/store-follow';
import type { Operation } from '../operation';

/** Issue 14: the e-CNY zone's list, search and categories; following stores; the remaining product calls. */
export const discoveryOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/channel/ecny-product-search',
    summary:
      'The e-CNY zone: without keyword or categoryCode one card per SKU payable in digital yuan; with them a search inside the zone (one card per product)',
    tag: 'product',
    auth: 'none',
    query: ecnySearchQuerySchema,
    result: ecnySearchPageSchema,
  },
  {
    method: 'get',
    path: '/api/channel/ecny-category-search',
    summary: 'Level-1 categories with goods payable in digital yuan, with product counts',
    tag: 'product',
    auth: 'none',
    result: ecnyCategoriesSchema,
  },
  {
    method: 'get',
    path: '/api/channel/store/follow-state',
    summary: 'Whether the caller follows the store, and its follower count',
    tag: 'product',
    auth: 'user',
    query: storeFollowQuerySchema,
    result: storeFollowStateSchema,
  },
  {
    method: 'post',
    path: '/api/channel/store/follow',
    summary: 'Follow a store (again: no change); the count moves once',
    tag: 'product',
    auth: 'user',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  },
  {
    method: 'post',
    path: '/api/channel/store/unfollow',
    summary: 'Stop following a store (not following: no change)',
    tag: 'product',
    auth: 'user',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  },
];
