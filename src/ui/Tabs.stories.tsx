import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Empty } from './Empty';
import { Tabs } from './Tabs';

const ORDER_TABS = [
  { name: 'all', title: '全部' },
  { name: 'unpaid', title: '待付款' },
  { name: 'undelivered', title: '待发货' },
  { name: 'delivered', title: '待收货' },
  { name: 'done', title: '已完成' },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/order/list?tab=unpaid']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    tabs: ORDER_TABS,
    sticky: true,
    swipeable: true,
    children: (active: string) => <Empty kind="orders" description={`“${active}” 暂无订单`} />,
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StickySwipeable: Story = {};
export const WithDisabledTab: Story = {
  args: { tabs: [...ORDER_TABS.slice(0, 3), { name: 'refund', title: '退款/售后', disabled: true }] },
};
export const ManyTabs: Story = {
  args: {
    tabs: ['推荐', '手机', '电脑', '家电', '数码', '美妆', '食品', '图书', '运动'].map((title, i) => ({
      name: String(i),
      title,
    })),
  },
};
