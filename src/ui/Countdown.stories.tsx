import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown';

// Stories compute the deadline when they render, so they always show a live countdown.
const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { endsAt: 0 },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAnHour: Story = {
  render: (args) => <Countdown {...args} endsAt={Date.now() + 25 * 60_000} />,
};
export const Days: Story = {
  render: (args) => (
    <Countdown {...args} prefix="距结束" endsAt={Date.now() + 2 * 86_400_000 + 5 * 3_600_000} />
  ),
};
export const Ended: Story = { args: { endsAt: 0, prefix: '距结束' } };
