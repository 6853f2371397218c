import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitBar } from './SubmitBar';

const meta = {
  title: 'UI/SubmitBar',
  component: SubmitBar,
  args: { priceCents: 399900, buttonText: '提交订单', onSubmit: () => console.info('submit') },
} satisfies Meta<typeof SubmitBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true, tip: '部分商品已售罄，请返回购物车修改' } };
export const WithTip: Story = { args: { tip: '已享优惠 ¥200.00' } };
export const CartWithSelectAll: Story = {
  args: {
    buttonText: '结算(3)',
    children: (
      <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <input type="checkbox" defaultChecked /> 全选
      </label>
    ),
  },
};
