import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';
import { Result } from './Result';

const actions = (
  <>
    <button type="button" onClick={() => console.info('detail')}>
      查看订单
    </button>
    <button type="button" onClick={() => console.info('home')}>
      返回首页
    </button>
  </>
);

const meta = {
  title: 'UI/Result',
  component: Result,
  args: { type: 'success', actions },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentSuccess: Story = {
  args: {
    title: '支付成功',
    children: (
      <>
        实付 <Price cents={399900} size="md" />
      </>
    ),
  },
};
export const PaymentFailure: Story = {
  args: { type: 'failure', title: '支付失败', children: '银行卡余额不足，请更换支付方式后重试' },
};
export const Waiting: Story = {
  args: { type: 'waiting', title: '退款处理中', children: '预计1至3个工作日原路退回' },
};
export const DefaultTitles: Story = { args: { type: 'success', actions: undefined } };
