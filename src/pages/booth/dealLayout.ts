import type { Block } from '../../../schemas/booth/blocks/index';
import { DAILY_DEAL_TABS } from '../../../schemas/booth/codes';
import type { Layout } from '../../../schemas/booth/page';

type DealTab = 12 | 2 | 13;
type NavItem = Extract<Block, { type: 'navBar' }>['props']['items'][number];

/** The deal tab a nav-bar link opens: a daily-deal link without a tab opens 'in progress'. */
function dealTabOf(item: NavItem | undefined): DealTab | null {
  if (!item) return null;
  const { link } = item;
  if (link.linkType !== 3) return null;
  return link.tab === 2 || link.tab === 13 ? link.tab : DAILY_DEAL_TABS.inProgress;
}

/**
 * Blocks that speak of the session the layout was composed for: a product row over a catalogue query (the
 * same goods as that tab), and the bottom countdown ("本场距结束": the end of the session in progress), which
 * under the preview or the past tab would count down a session they do not show.
 */
const OWN_TAB_ONLY = (b: Block): boolean =>
  (b.type === 'productRows' && b.props.source.kind === 'query') || b.type === 'bottomCountdown';

/**
 * The daily-deal layout as one tab shows it. The operator's nav bar is the page's tab strip (ADR 0008),
 * but its activeKey is one fixed item for all three tabs, which share this one layout: the item that opens
 * the current tab is the active one. The layout was composed for the tab its nav bar marks (in progress
 * without one); blocks of that tab's session alone (OWN_TAB_ONLY) are left out under the other tabs.
 */
export function dealLayout(layout: Layout, tab: DealTab): Layout {
  const nav = layout.blocks.find((b) => b.type === 'navBar');
  const composedFor =
    nav?.type === 'navBar'
      ? dealTabOf(nav.props.items.find((i) => i.key === nav.props.activeKey) ?? nav.props.items[0])
      : null;
  const ownTab = tab === (composedFor ?? DAILY_DEAL_TABS.inProgress);
  const blocks = layout.blocks
    .filter((b) => ownTab || !OWN_TAB_ONLY(b))
    .map((b): Block => {
      if (b.type !== 'navBar') return b;
      const active = b.props.items.find((item) => dealTabOf(item) === tab);
      return active ? { ...b, props: { ...b.props, activeKey: active.key } } : b;
    });
  return { ...layout, blocks };
}
