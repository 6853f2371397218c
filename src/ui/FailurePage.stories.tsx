import type { Meta, StoryObj } from '@storybook/react-vite';
import { FailurePage } from './FailurePage';

const meta = {
  title: 'UI/Failure page',
  component: FailurePage,
  args: { onReload: () => console.info('reload') },
} satisfies Meta<typeof FailurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomMessage: Story = { args: { message: 'This activity has ended', reloadText: 'back home' } };
