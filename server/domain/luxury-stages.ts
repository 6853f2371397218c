import { INSTALMENT_STAGES, type InstalmentStage } from '../../schemas/api/amounts';
import type { StagePlan } from '../../schemas/api/luxury';

/**
 * An interest-free instalment plan in whole cents: every stage pays ⌊total / stages⌋ and the first one
 * also pays the remainder, so the stages sum exactly to the total and the first is never the smallest
 * (luxury checkout; the cart's label-2 instalments put the remainder on the last stage instead).
 */
export function stagePlan(totalCents: number, stage: InstalmentStage): StagePlan {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new Error(`bad total ${totalCents}`);
  const perStageCents = Math.floor(totalCents / stage);
  const firstStageCents = totalCents - perStageCents * (stage - 1);
  const stageAmounts = Array.from({ length: stage }, (_, i) => (i === 0 ? firstStageCents : perStageCents));
  return { stage, totalCents, firstStageCents, perStageCents, stageAmounts, feeCents: 0 };
}

/** Every plan offered (3, 6 and 12 stages). */
export const stagePlans = (totalCents: number): StagePlan[] =>
  INSTALMENT_STAGES.map((stage) => stagePlan(totalCents, stage));
