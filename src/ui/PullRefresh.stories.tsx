import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell } from './Cell';
import { PullRefresh } from './PullRefresh';

const meta = {
  title: 'UI/PullRefresh',
  component: PullRefresh,
  args: {
    onRefresh: () => new Promise((resolve) => setTimeout(resolve, 1000)),
    children: (
      <>
        <Cell title="下拉页面顶部刷新" />
        <Cell title="松手后显示“刷新中…”" />
      </>
    ),
  },
} satisfies Meta<typeof PullRefresh>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Disabled: Story = { args: { disabled: true } };
