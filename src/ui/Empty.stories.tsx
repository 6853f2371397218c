import type { Meta, StoryObj } from '@storybook/react-vite';
import { Empty } from './Empty';

const meta = {
  title: 'UI/Empty',
  component: Empty,
  args: { kind: 'cart' },
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  args: {
    children: (
      <button type="button" onClick={() => console.info('go shopping')}>
        去逛逛
      </button>
    ),
  },
};
export const Orders: Story = { args: { kind: 'orders' } };
export const Coupons: Story = { args: { kind: 'coupons' } };
export const Search: Story = { args: { kind: 'search', description: '没有找到“无线耳机”相关的商品' } };
export const Messages: Story = { args: { kind: 'messages' } };
export const Network: Story = {
  args: {
    kind: 'network',
    children: (
      <button type="button" onClick={() => console.info('reload')}>
        重新加载
      </button>
    ),
  },
};
