import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import CartButtonBlock from './CartButtonBlock';

const homeCart = fixtureBlock('cartButton', 'home');

const meta = {
  title: 'Blocks/Cart button',
  component: CartButtonBlock,
  args: { block: homeCart, index: -1 },
} satisfies Meta<typeof CartButtonBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { runtime: { cartCount: 0 }, keyContent: { role: 'button', name: 'Shopping cart' } },
};

export const WithItems: Story = {
  parameters: { runtime: { cartCount: 3 }, keyContent: { role: 'button', name: 'Shopping cart, 3 items' } },
};

export const NinetyNine: Story = {
  parameters: { runtime: { cartCount: 99 }, keyContent: { role: 'button', name: 'Shopping cart, 99 items' } },
};

/** Above 99 the badge says 99+. */
export const Overflow: Story = {
  parameters: {
    runtime: { cartCount: 120 },
    keyContent: { role: 'button', name: 'Shopping cart, 99+ items' },
  },
};

/** Left side, daily-deal offset. */
export const Left: Story = {
  args: { block: { ...homeCart, props: { position: 'left', bottomOffset: 96 } } },
  parameters: { runtime: { cartCount: 2 }, keyContent: { role: 'button', name: 'Shopping cart, 2 items' } },
};
