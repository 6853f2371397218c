import { type ListingAction, type ListingPhase, listingActionsOf } from '../../schemas/api/listing-operator';

/**
 * What the operator-kept listings share (ADR 0066): the listed/withdrawn phase machine and
 * why a call was refused. Trade-in models and purchase programmes use it whole; shelves use the phases.
 */

/** Why an operator's listing call was refused, for the route to answer 404/409/400 in the caller's words. */
export type ListingProblem =
  | { kind: 'not_found' }
  | { kind: 'exists'; key: string }
  | { kind: 'unknown_product'; key: string }
  | { kind: 'not_allowed'; action: ListingAction; phase: ListingPhase };

export type ListingAnswer<T> = { item: T; problem?: undefined } | { problem: ListingProblem };

export type ListingMove = Exclude<ListingAction, 'edit'>;

export const phaseOfWithdrawn = (withdrawnAt: number | null): ListingPhase =>
  withdrawnAt === null ? 'listed' : 'withdrawn';

export const listingState = (withdrawnAt: number | null) => {
  const phase = phaseOfWithdrawn(withdrawnAt);
  return { phase, actions: [...listingActionsOf(phase)] };
};

/**
 * Withdraws or restores a row: refused with the phase when the machine does not allow the move (also when
 * another operator's move won the race between the read and the conditional update).
 */
export async function moveListing<R extends { withdrawn_at: number | null }, T>(
  action: ListingMove,
  find: () => Promise<R | null>,
  set: (at: number | null) => Promise<boolean>,
  view: (row: R) => T,
  now: number,
): Promise<ListingAnswer<T>> {
  const row = await find();
  if (!row) return { problem: { kind: 'not_found' } };
  const phase = phaseOfWithdrawn(row.withdrawn_at === null ? null : Number(row.withdrawn_at));
  const refused = { problem: { kind: 'not_allowed', action, phase } } as const;
  if (!listingActionsOf(phase).includes(action)) return refused;
  if (!(await set(action === 'withdraw' ? now : null))) {
    const again = await find();
    if (!again) return { problem: { kind: 'not_found' } };
    return { problem: { kind: 'not_allowed', action, phase: phaseOfWithdrawn(again.withdrawn_at) } };
  }
  const moved = await find();
  return moved ? { item: view(moved) } : { problem: { kind: 'not_found' } };
}
