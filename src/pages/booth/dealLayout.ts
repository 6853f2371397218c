import type { Block } from '../../../schemas/booth/blocks/index';
import { DAILY_DEAL_TABS } from '../../../schemas/booth/codes';
import type { Layout } from '../../../schemas/booth/page';

type DealTab = 12 | 2 | 13;

/** The deal tab a nav-bar link opens: a daily-deal link without a tab opens 'in progress'. */
function dealTabOf(item: Extract<Block, { type: 'navBar' }>['props']['items'][number]): DealTab | null {
  const { link } = item;
  if (link.linkType !== 3) return null;
  return link.tab === 2 || link.tab === 13 ? link.tab : DAILY_DEAL_TABS.inProgress;
}

/**
 * The daily-deal layout as one tab shows it. The operator's nav bar is the page's tab strip (ADR 0008),
 * but its activeKey is one fixed item for all three tabs, which share this one layout: the item that opens
 * the current tab is the active one. A product row over a catalogue query knows nothing of the tabs and
 * would show the same products under each of them above the tab's own list, so the page leaves it out: the
 * tab's list (the deals call with its tab) is the page's product list.
 */
export function dealLayout(layout: Layout, tab: DealTab): Layout {
  const blocks = layout.blocks
    .filter((b) => !(b.type === 'productRows' && b.props.source.kind === 'query'))
    .map((b): Block => {
      if (b.type !== 'navBar') return b;
      const active = b.props.items.find((item) => dealTabOf(item) === tab);
      return active ? { ...b, props: { ...b.props, activeKey: active.key } } : b;
    });
  return { ...layout, blocks };
}
