import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: '自营' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { type: 'primary', children: '限时特惠' } };
export const Plain: Story = { args: { type: 'primary', plain: true, children: '包邮' } };
export const Round: Story = { args: { type: 'success', round: true, children: '已完成' } };
export const Mark: Story = { args: { type: 'danger', mark: true, children: '秒杀' } };
export const Medium: Story = { args: { type: 'warning', size: 'md', children: '待付款' } };

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16, flexWrap: 'wrap' }}>
      <Tag>默认</Tag>
      <Tag type="primary">主要</Tag>
      <Tag type="success">成功</Tag>
      <Tag type="warning">警告</Tag>
      <Tag type="danger">危险</Tag>
      <Tag type="primary" plain>
        空心
      </Tag>
    </div>
  ),
};
