import { describe, expect, it } from 'vitest';
import { stagePlan, stagePlans } from './luxury-stages';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('luxury instalment plans', () => {
  it('splits ¥28,500.01 in 3, 6 and 12 stages that sum to the total, remainder on the first', () => {
    const plans = stagePlans(2_850_001);
    expect(plans.map((p) => p.stage)).toEqual([3, 6, 12]);
    for (const p of plans) {
      expect(p.stageAmounts).toHaveLength(p.stage);
      expect(sum(p.stageAmounts)).toBe(2_850_001);
      expect(p.stageAmounts.slice(1).every((a) => a === p.perStageCents)).toBe(true);
      expect(p.firstStageCents - p.perStageCents).toBe(2_850_001 % p.stage);
      expect(p.feeCents).toBe(0);
    }
    expect(stagePlan(2_850_001, 12).firstStageCents).toBe(237_501);
    expect(stagePlan(2_850_001, 12).perStageCents).toBe(237_500);
  });

  it('an even total pays the same every stage; a total below the stage count pays it all first', () => {
    expect(stagePlan(360_000, 6).stageAmounts).toEqual(Array(6).fill(60_000));
    expect(stagePlan(5, 12).stageAmounts).toEqual([5, ...Array(11).fill(0)]);
    expect(stagePlan(0, 3).stageAmounts).toEqual([0, 0, 0]);
  });

  it('holds for every total up to a few thousand cents', () => {
    for (let total = 0; total < 5000; total += 7) {
      for (const p of stagePlans(total)) {
        expect(sum(p.stageAmounts)).toBe(total);
        expect(p.firstStageCents).toBeGreaterThanOrEqual(p.perStageCents);
        expect(p.firstStageCents - p.perStageCents).toBeLessThan(p.stage);
      }
    }
  });

  it('refuses a total that is not whole cents', () => {
    expect(() => stagePlan(10.5, 3)).toThrow();
    expect(() => stagePlan(-1, 3)).toThrow();
  });
});
