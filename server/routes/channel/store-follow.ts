import { Hono } from 'hono';
import { storeFollowQuerySchema, storeFollowRequestSchema } from '../../../schemas/api/store-follow';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { setFollowing, storeFollowState } from '../../services/store-follows';

/** Mounted at /api/channel (user-scoped): store/follow-state, store/follow, store/unfollow. */
export function storeFollowRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);
  r.get('/store/follow-state', user, async (c) => {
    const { storeNo } = parseQuery(c, storeFollowQuerySchema);
    return sendOk(c, accepted(await storeFollowState(deps, currentUser(c).customerId, storeNo)));
  });
  for (const [path, follow] of [
    ['/store/follow', true],
    ['/store/unfollow', false],
  ] as const) {
    r.post(path, user, async (c) => {
      const { storeNo } = await parseBody(c, storeFollowRequestSchema);
      return sendOk(c, accepted(await setFollowing(deps, currentUser(c).customerId, storeNo, follow)));
    });
  }
  return r;
}
