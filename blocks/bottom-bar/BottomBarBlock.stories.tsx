import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import BottomBarBlock from './BottomBarBlock';

// Stories render in zh-CN (the runtime's default language); key content comes from the catalogue.
const s = blockSharedMessages['zh-CN'];

const homeBar = fixtureBlock('bottomBar', 'home');

/** The cart link's name: its visible label, then the count read from a visually hidden span (label in name). */
const cartNamed = (count: string, more: boolean): RegExp =>
  new RegExp(`^购物车\\s*${s.withCount('', s.items(count, more)).replace(/[+]/g, '\\+')}$`);

const meta = {
  title: 'Blocks/Bottom bar',
  component: BottomBarBlock,
  args: { block: homeBar, index: -1 },
} satisfies Meta<typeof BottomBarBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home bar: four items, cart badge. */
export const Home: Story = {
  parameters: {
    runtime: { cartCount: 5 },
    keyContent: { role: 'link', name: cartNamed('5', false) },
  },
};

export const EmptyCart: Story = {
  parameters: { runtime: { cartCount: 0 }, keyContent: { role: 'link', name: '购物车' } },
};

export const CartOverflow: Story = {
  parameters: {
    runtime: { cartCount: 250 },
    keyContent: { role: 'link', name: cartNamed('99+', false) },
  },
};

/** Another item active: its active icon is absent, so the normal icon stays. */
export const CartActive: Story = {
  args: { block: { ...homeBar, props: { ...homeBar.props, activeKey: 'cart' } } },
  parameters: {
    runtime: { cartCount: 1 },
    keyContent: { role: 'link', name: cartNamed('1', true) },
  },
};
