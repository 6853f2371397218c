import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ToastHost } from './ToastHost';
import { dismissToast, toast } from './toast';

/** Mounts the host and shows one toast for a minute, so the story can be looked at. */
function ToastDemo({ message }: { message: string }) {
  useEffect(() => {
    toast(message, 60_000);
    return dismissToast;
  }, [message]);
  return <ToastHost />;
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { message: 'Added to cart' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const Long: Story = { args: { message: 'Oops, too crowded, please try later' } };
/** Server text with markup shows as text. */
export const Markup: Story = { args: { message: '<b>not bold</b>' } };
