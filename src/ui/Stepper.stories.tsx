import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stepper, type StepperProps } from './Stepper';

function Live(props: StepperProps) {
  const [value, setValue] = useState(props.value);
  return <Stepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  render: (args) => (
    <div style={{ padding: 24 }}>
      <Live {...args} />
    </div>
  ),
  args: { value: 1, max: 5, label: '华为 Mate 70', onChange: () => {} },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const AtLimit: Story = { args: { value: 5, onOverLimit: (kind, limit) => console.info(kind, limit) } };
export const ServerConfirmed: Story = {
  args: {
    // Stands in for the cart's write: the server takes 600 ms and refuses more than 3.
    beforeChange: (next) => new Promise((resolve) => setTimeout(() => resolve(next <= 3), 600)),
  },
};
export const ButtonsOnly: Story = { args: { disableInput: true } };
export const Disabled: Story = { args: { disabled: true } };
