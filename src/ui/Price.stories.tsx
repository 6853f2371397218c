import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { cents: 599900 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm', cents: 1999 } };
export const Large: Story = { args: { size: 'lg', cents: 6800000 } };
/** The struck-through market price. */
export const Original: Story = { args: { original: true, cents: 649900 } };
/** 0 and below show ¥0.00. */
export const Zero: Story = { args: { cents: -5 } };
