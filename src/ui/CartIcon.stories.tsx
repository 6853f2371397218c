import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon } from './CartIcon';

const meta = {
  title: 'UI/Cart icon',
  component: CartIcon,
  args: { count: 2, onOpen: () => console.info('open cart') },
} satisfies Meta<typeof CartIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Overflow: Story = { args: { count: 100 } };
