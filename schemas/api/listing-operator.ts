import { z } from '../zod';

/**
 * The two-state machine of the operator-kept lists shoppers browse (ADR 0066): shelves,
 * trade-in models and purchase programmes are either listed (shoppers see them) or withdrawn (kept, with
 * their history, but not shown). One table for the server, which refuses the other moves with 409, and the
 * console, which offers only these buttons.
 */
export const listingPhaseSchema = z.enum(['listed', 'withdrawn']);
export type ListingPhase = z.infer<typeof listingPhaseSchema>;

export const listingActionSchema = z.enum(['edit', 'withdraw', 'restore']);
export type ListingAction = z.infer<typeof listingActionSchema>;

const ACTIONS: Readonly<Record<ListingPhase, readonly ListingAction[]>> = {
  listed: ['edit', 'withdraw'],
  withdrawn: ['edit', 'restore'],
};
export const listingActionsOf = (phase: ListingPhase): readonly ListingAction[] => ACTIONS[phase];

/** The phase and allowed moves every listing row carries. */
export const listingStateFields = {
  phase: listingPhaseSchema,
  actions: z.array(listingActionSchema),
};
