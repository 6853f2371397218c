import type { Queryable } from '../db/db';
import { type Confirmation, findConfirmation } from '../repos/confirmations';
import { refuse } from './outcome';

/**
 * The caller's confirmation, still usable: another customer's token is 'not found' (never 'forbidden'), an
 * expired one asks to confirm again, a used one names its order unless allowUsed (create-order replays).
 */
export async function openConfirmation(
  db: Queryable,
  customerId: number,
  token: string,
  now: number,
  opts: { forUpdate?: boolean; allowUsed?: boolean } = {},
): Promise<Confirmation> {
  const found = await findConfirmation(db, customerId, token, opts);
  if (!found) return refuse({ refusal: 'confirmation_not_found' });
  if (found.orderNo !== null && !opts.allowUsed) {
    refuse({ refusal: 'order_already_submitted', orderNo: found.orderNo });
  }
  if (found.expiresAt <= now) refuse({ refusal: 'confirmation_expired' });
  return found;
}
