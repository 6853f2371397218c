import { Hono } from 'hono';
import {
  addressDeleteRequestSchema,
  addressSaveRequestSchema,
  mbankDecryptRequestSchema,
} from '../../schemas/api/address';
import { dbIdParam } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { addressById, addressList, deleteAddress, openBankAddress, saveAddress } from '../services/addresses';

/** /api/order/address (user-scoped): list, one by id, save (add/change), delete, mbank/decrypt. */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.get('/list', user, async (c) => sendOk(c, await addressList(deps, currentUser(c).customerId)));

  r.post('/save', user, async (c) => {
    const body = await parseBody(c, addressSaveRequestSchema);
    return sendOk(c, accepted(await saveAddress(deps, currentUser(c).customerId, body)));
  });

  r.post('/delete', user, async (c) => {
    const body = await parseBody(c, addressDeleteRequestSchema);
    return sendOk(c, accepted(await deleteAddress(deps, currentUser(c).customerId, body.addressId)));
  });

  r.post('/mbank/decrypt', user, async (c) => {
    const body = await parseBody(c, mbankDecryptRequestSchema);
    return sendOk(c, accepted(openBankAddress(deps, body.cipher)));
  });

  // Registered last so 'list' is never read as an id.
  r.get('/:addressId', user, async (c) => {
    const id = dbIdParam.safeParse(c.req.param('addressId'));
    if (!id.success) throw notFound('address not found');
    return sendOk(c, accepted(await addressById(deps, currentUser(c).customerId, id.data)));
  });
  return r;
}
