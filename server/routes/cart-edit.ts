import type { Hono } from 'hono';
import {
  cartLineIdsRequestSchema,
  cartSelectRequestSchema,
  cartSetNumRequestSchema,
  cartSwitchStageRequestSchema,
} from '../../schemas/api/cart-v2';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import {
  deleteCartLines,
  moveToFavourites,
  selectLines,
  setQuantity,
  switchStage,
} from '../services/cart-edit';

/** Line edits: set-sku-num, select, delete, move-collection, switch-stage. Unknown lineIds → 404, nothing changed. */
export function cartEditRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/set-sku-num', user, async (c) => {
    const body = await parseBody(c, cartSetNumRequestSchema);
    return sendOk(c, accepted(await setQuantity(deps, currentUser(c).customerId, body)));
  });

  r.post('/select', user, async (c) => {
    const body = await parseBody(c, cartSelectRequestSchema);
    return sendOk(c, accepted(await selectLines(deps, currentUser(c).customerId, body)));
  });

  r.post('/delete', user, async (c) => {
    const body = await parseBody(c, cartLineIdsRequestSchema);
    return sendOk(c, accepted(await deleteCartLines(deps, currentUser(c).customerId, body.lineIds)));
  });

  r.post('/move-collection', user, async (c) => {
    const body = await parseBody(c, cartLineIdsRequestSchema);
    return sendOk(c, accepted(await moveToFavourites(deps, currentUser(c).customerId, body.lineIds)));
  });

  r.post('/switch-stage', user, async (c) => {
    const body = await parseBody(c, cartSwitchStageRequestSchema);
    return sendOk(c, accepted(await switchStage(deps, currentUser(c).customerId, body)));
  });
}
