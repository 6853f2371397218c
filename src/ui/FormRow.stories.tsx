import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';
import { FormRow } from './FormRow';
import { Stepper } from './Stepper';

const meta = {
  title: 'UI/FormRow',
  component: FormRow,
  args: { label: '申请数量', children: null },
} satisfies Meta<typeof FormRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stepper's row under a text field's: both labels in one column, both fields from one x. */
export const BesideAField: Story = {
  render: (args) => (
    <>
      <Field label="退款说明" value="" placeholder="选填" />
      <FormRow {...args}>
        <Stepper value={1} min={1} max={3} onChange={() => undefined} label="数量" />
      </FormRow>
    </>
  ),
};
export const Required: Story = { args: { label: '评分', required: true, children: '★★★★★' } };
