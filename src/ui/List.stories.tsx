import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Cell } from './Cell';
import { List } from './List';

/** A feed of 3 pages of 10 rows; the second page fails once when `failOnce` is set. */
function Feed({ failOnce = false, pages = 3 }: { failOnce?: boolean; pages?: number }) {
  const [rows, setRows] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setLoading(true);
    setError(false);
    setTimeout(() => {
      setLoading(false);
      if (failOnce && !failed && rows.length === 10) {
        setFailed(true);
        setError(true);
        return;
      }
      setRows((r) => [...r, ...Array.from({ length: 10 }, (_, i) => r.length + i + 1)]);
    }, 500);
  };
  const refresh = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        setRows(Array.from({ length: 10 }, (_, i) => i + 1));
        resolve();
      }, 800),
    );
  return (
    <List
      loading={loading}
      finished={rows.length >= pages * 10}
      error={error}
      onLoad={load}
      onRefresh={refresh}
    >
      {rows.map((n) => (
        <Cell key={n} title={`订单 ${n}`} value="待付款" />
      ))}
    </List>
  );
}

const meta = {
  title: 'UI/List',
  component: Feed,
  args: {},
} satisfies Meta<typeof Feed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InfiniteWithPullToRefresh: Story = {};
export const FailsOnceThenRetry: Story = { args: { failOnce: true } };
export const SinglePage: Story = { args: { pages: 1 } };

export const States: Story = {
  render: () => (
    <>
      <List loading finished={false} onLoad={() => {}}>
        <Cell title="加载中" />
      </List>
      <List loading={false} finished onLoad={() => {}}>
        <Cell title="已加载全部" />
      </List>
      <List loading={false} finished={false} error onLoad={() => console.info('retry')}>
        <Cell title="加载失败" />
      </List>
    </>
  ),
};
