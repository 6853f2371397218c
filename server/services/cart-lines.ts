import type { Queryable } from '../db/db';
import type { CartLineRecord } from '../domain/cart-view';
import { findCartLines, listCartLines } from '../repos/cart-lines';
import { refuse } from './outcome';

/**
 * The customer's lines with these ids, in the order asked (duplicates once). Any id that is not theirs
 * refuses the whole request, naming it, so nothing is half done.
 */
export async function ownCartLines(
  db: Queryable,
  customerId: number,
  lineIds: readonly number[],
  opts: { forUpdate?: boolean } = {},
): Promise<CartLineRecord[]> {
  const unique = [...new Set(lineIds)];
  const byId = await findCartLines(db, customerId, unique, opts);
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) refuse({ refusal: 'cart_lines_missing', lineIds: missing });
  return unique.map((id) => byId.get(id)).filter((l): l is CartLineRecord => l !== undefined);
}

/** lineIds when given (all must be the caller's), else the selected lines. */
export async function chosenCartLines(
  db: Queryable,
  customerId: number,
  lineIds: readonly number[] | undefined,
): Promise<CartLineRecord[]> {
  return lineIds
    ? ownCartLines(db, customerId, lineIds)
    : (await listCartLines(db, customerId)).filter((l) => l.selected);
}
