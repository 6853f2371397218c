import { describe, expect, it } from 'vitest';
import { fixtureBlock } from '../../blocks/shared/fixture-blocks';
import { linkToPath } from '../../schemas/booth/link-path';
import { TABS } from '../screen/tabBar';
import { shellMessages } from './messages';

describe("the seeded home layout's bottom bar", () => {
  it('names the app tab bar’s four tabs, 我的 (→ /mine) fourth, not 订单', () => {
    // On /index the shell's tab bar stands in for it; the console's preview shows it as the layout has it.
    const items = fixtureBlock('bottomBar', 'home').props.items;
    const t = shellMessages['zh-CN'];
    const label = { home: t.home, category: t.category, cart: t.shoppingCart, mine: t.mine };
    expect(items.map((i) => [i.label, linkToPath(i.link)])).toEqual(
      TABS.map((tab) => [label[tab.key], tab.path]),
    );
  });
});
