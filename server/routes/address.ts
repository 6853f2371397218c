import { Hono } from 'hono';
import {
  addressDeleteRequestSchema,
  addressSaveRequestSchema,
  mbankDecryptRequestSchema,
} from '../../schemas/api/address';
import { dbIdParam } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { openMbankAddress } from '../domain/mbank-address';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { deleteAddress, getAddress, listAddresses, saveAddress } from '../repos/addresses';

/** /api/order/address (user-scoped): list, one by id, save (add/change), delete, mbank/decrypt. */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const user = requireUser(deps);

  r.get('/list', user, async (c) => sendOk(c, await listAddresses(db, currentUser(c).customerId)));

  r.post('/save', user, async (c) => {
    const body = await parseBody(c, addressSaveRequestSchema);
    const { customerId } = currentUser(c);
    const saved = await db.transaction((tx) => saveAddress(tx, customerId, body, config.clock()));
    return sendOk(c, saved);
  });

  r.post('/delete', user, async (c) => {
    const body = await parseBody(c, addressDeleteRequestSchema);
    const { customerId } = currentUser(c);
    await db.transaction((tx) => deleteAddress(tx, customerId, body.addressId, config.clock()));
    return sendOk(c, true);
  });

  r.post('/mbank/decrypt', user, async (c) => {
    const body = await parseBody(c, mbankDecryptRequestSchema);
    const opened = openMbankAddress(body.cipher, config.shopping.mbankAddressKey);
    if (!opened.ok) throw badRequest(opened.message);
    return sendOk(c, opened.address);
  });

  // Registered last so 'list' is never read as an id.
  r.get('/:addressId', user, async (c) => {
    const id = dbIdParam.safeParse(c.req.param('addressId'));
    if (!id.success) throw notFound('address not found');
    return sendOk(c, await getAddress(db, currentUser(c).customerId, id.data));
  });
  return r;
}
