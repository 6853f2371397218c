import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Field, type FieldProps } from './Field';

/** Stories keep their own value so designers can type into them. */
function Live(props: FieldProps) {
  const [value, setValue] = useState(props.value);
  return <Field {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Field',
  component: Field,
  render: (args) => <Live {...args} />,
  args: { label: '收货人', value: '', placeholder: '请填写收货人姓名', clearable: true },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '张三' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { error: '请填写收货人姓名', required: true } };
export const Phone: Story = {
  args: {
    label: '手机号码',
    type: 'tel',
    maxLength: 11,
    placeholder: '请填写收货人手机号码',
    value: '1380013',
  },
};
export const Digits: Story = {
  args: { label: '验证码', type: 'digit', maxLength: 6, placeholder: '6位数字' },
};
export const Textarea: Story = {
  args: { label: '详细地址', type: 'textarea', placeholder: '街道、楼牌号等', value: '天河路385号' },
};
export const Picker: Story = {
  args: { label: '所在地区', placeholder: '省、市、区县', onPick: () => console.info('open picker') },
};
export const PickerChosen: Story = {
  args: { label: '所在地区', value: '广东省 广州市 天河区', onPick: () => console.info('open picker') },
};
export const Disabled: Story = { args: { value: '张三', disabled: true } };
