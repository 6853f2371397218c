import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import { navBarMessages } from './messages';
import NavBarBlock from './NavBarBlock';

// Stories render in zh-CN (the runtime's default language); key content comes from the catalogue.
const t = navBarMessages['zh-CN'];

const homeNav = fixtureBlock('navBar', 'home');

const meta = {
  title: 'Blocks/Nav bar',
  component: NavBarBlock,
  args: { block: homeNav, index: -1 },
} satisfies Meta<typeof NavBarBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home category tabs: ten tabs, scrolls sideways at 375 px. */
export const HomeCategories: Story = {
  parameters: { keyContent: { role: 'navigation', name: t.pageTabs } },
};

/** A later tab active: scrolled into view. */
export const LuxuryActive: Story = {
  args: { block: { ...homeNav, props: { ...homeNav.props, activeKey: 'luxury' } } },
  parameters: { keyContent: { role: 'link', name: '奢品' } },
};

/** Daily-deal tabs. */
export const DailyDealTabs: Story = {
  args: { block: fixtureBlock('navBar', 'dailyDeal') },
  parameters: { keyContent: { role: 'navigation', name: t.pageTabs } },
};
