import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import CartButtonBlock from './CartButtonBlock';

// Stories render in zh-CN (the runtime's default language); key content comes from the catalogue.
const s = blockSharedMessages['zh-CN'];

const homeCart = fixtureBlock('cartButton', 'home');

const meta = {
  title: 'Blocks/Cart button',
  component: CartButtonBlock,
  args: { block: homeCart, index: -1 },
} satisfies Meta<typeof CartButtonBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { runtime: { cartCount: 0 }, keyContent: { role: 'link', name: s.shoppingCart } },
};

export const WithItems: Story = {
  parameters: {
    runtime: { cartCount: 3 },
    keyContent: { role: 'link', name: s.withCount(s.shoppingCart, s.items('3', false)) },
  },
};

export const NinetyNine: Story = {
  parameters: {
    runtime: { cartCount: 99 },
    keyContent: { role: 'link', name: s.withCount(s.shoppingCart, s.items('99', false)) },
  },
};

/** Above 99 the badge says 99+. */
export const Overflow: Story = {
  parameters: {
    runtime: { cartCount: 120 },
    keyContent: { role: 'link', name: s.withCount(s.shoppingCart, s.items('99+', false)) },
  },
};

/** Left side, daily-deal offset. */
export const Left: Story = {
  args: { block: { ...homeCart, props: { position: 'left', bottomOffset: 96 } } },
  parameters: {
    runtime: { cartCount: 2 },
    keyContent: { role: 'link', name: s.withCount(s.shoppingCart, s.items('2', false)) },
  },
};
