import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Cell } from './Cell';
import { CellGroup } from './CellGroup';
import { Tag } from './Tag';

const meta = {
  title: 'UI/Cell',
  component: Cell,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ background: '#f7f8fa', padding: '12px 0' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { title: '配送方式', value: '快递 免运费' },
} satisfies Meta<typeof Cell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithLabel: Story = { args: { label: '预计11月25日送达', center: true } };
export const Link: Story = { args: { title: '我的订单', value: '查看全部', to: '/order/list' } };
export const Button: Story = {
  args: { title: '发票', value: '不开发票', onClick: () => console.info('open') },
};
export const Required: Story = { args: { title: '收货人', value: '张三', required: true } };

export const Group: Story = {
  render: () => (
    <>
      <CellGroup title="订单信息">
        <Cell title="订单编号" value="MO202611230001" />
        <Cell title="下单时间" value="2026/11/23 14:05" />
        <Cell title="订单状态" value={<Tag type="primary">待付款</Tag>} />
      </CellGroup>
      <CellGroup title="服务" inset>
        <Cell title="申请售后" isLink onClick={() => console.info('after-sales')} />
        <Cell title="联系客服" isLink onClick={() => console.info('service')} />
      </CellGroup>
    </>
  ),
};
