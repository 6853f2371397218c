import type { Outcome, Refusal } from '../domain/refusal';

/**
 * Thrown inside a use-case to stop it, and inside a transaction to roll it back; settle() turns it into
 * the refused Outcome at the service's edge, so callers only ever see values or refusals.
 */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`refused: ${refusal.refusal}`);
    this.name = 'Refused';
  }
}

export function refuse(refusal: Refusal): never {
  throw new Refused(refusal);
}

/** Runs a use-case; a Refused from anywhere inside becomes { ok: false, …refusal }, anything else propagates. */
export async function settle<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, ...err.refusal };
    throw err;
  }
}

/** A value, or the refusal thrown on: for helpers shared by several use-cases. */
export function orRefuse<T>(value: T | undefined, refusal: Refusal): T {
  if (value === undefined) refuse(refusal);
  return value;
}
