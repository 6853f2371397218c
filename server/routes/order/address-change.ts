import type { Hono } from 'hono';
import { changeReceiveAddressRequestSchema } from '../../../schemas/api/address-change';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { changeReceiveAddress } from '../../services/address-change';

/** change-receive-address: a new receiver before shipment; answers the order detail after the change. */
export function addressChangeRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  r.post('/change-receive-address', requireUser(deps), async (c) => {
    const body = await parseBody(c, changeReceiveAddressRequestSchema);
    return sendOk(c, accepted(await changeReceiveAddress(deps, currentUser(c).customerId, body)));
  });
}
