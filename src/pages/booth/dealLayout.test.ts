import { describe, expect, it } from 'vitest';
import dailyDeal from '../../../fixtures/booth/daily-deal.json';
import { layoutSchema } from '../../../schemas/booth/page';
import { dealLayout } from './dealLayout';

const layout = layoutSchema.parse(dailyDeal);

const activeKeyOf = (tab: 12 | 2 | 13) => {
  const nav = dealLayout(layout, tab).blocks.find((b) => b.type === 'navBar');
  return nav?.type === 'navBar' ? nav.props.activeKey : undefined;
};

describe('dealLayout', () => {
  it('marks the nav item of the tab being shown, not the one the operator fixed', () => {
    const keysByTab = new Map(
      layout.blocks.flatMap((b) =>
        b.type === 'navBar'
          ? b.props.items.map((i) => [i.link.linkType === 3 ? (i.link.tab ?? 12) : null, i.key] as const)
          : [],
      ),
    );
    expect(activeKeyOf(12)).toBe(keysByTab.get(12));
    expect(activeKeyOf(2)).toBe(keysByTab.get(2));
    expect(activeKeyOf(13)).toBe(keysByTab.get(13));
    expect(new Set([activeKeyOf(12), activeKeyOf(2), activeKeyOf(13)]).size).toBe(3);
  });

  it('leaves out product rows over a catalogue query under the tabs the layout was not composed for', () => {
    // The fixture's nav bar marks 'in progress': there the operator's page shows as composed.
    expect(dealLayout(layout, 12).blocks.map((b) => b.id)).toEqual(layout.blocks.map((b) => b.id));
    for (const tab of [2, 13] as const) {
      const rows = dealLayout(layout, tab).blocks.filter((b) => b.type === 'productRows');
      expect(rows.every((b) => b.type === 'productRows' && b.props.source.kind === 'skus')).toBe(true);
    }
    // Everything else the operator placed stays.
    const others = layout.blocks
      .filter((b) => b.type !== 'productRows' && b.type !== 'bottomCountdown')
      .map((b) => b.id);
    expect(dealLayout(layout, 2).blocks.map((b) => b.id)).toEqual(others);
  });

  it('counts down the session in progress only under its own tab (no 本场距结束 on the preview)', () => {
    const countdowns = (tab: 12 | 2 | 13) =>
      dealLayout(layout, tab).blocks.filter((b) => b.type === 'bottomCountdown').length;
    expect(layout.blocks.some((b) => b.type === 'bottomCountdown')).toBe(true);
    expect(countdowns(12)).toBe(1);
    expect(countdowns(2)).toBe(0);
    expect(countdowns(13)).toBe(0);
  });
});
