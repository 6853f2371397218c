import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 48, height: 48, margin: 24, background: '#eee' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
/** Above 99: the more-icon. */
export const Overflow: Story = { args: { count: 120 } };
/** Hidden at 0. */
export const Zero: Story = { args: { count: 0 } };
export const WithLabel: Story = { args: { count: 5, label: (n: string) => `${n} unread messages` } };
