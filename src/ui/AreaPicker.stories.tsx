import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type Area, AreaPicker } from './AreaPicker';
import { Field } from './Field';
import { useHistorySheet } from './useHistorySheet';

function Demo({ initial }: { initial: Area | null }) {
  const sheet = useHistorySheet('area');
  const [area, setArea] = useState(initial);
  return (
    <>
      <Field
        label="所在地区"
        placeholder="省、市、区县"
        value={area ? `${area.province} ${area.city} ${area.district}` : ''}
        onPick={sheet.show}
      />
      <AreaPicker sheet={sheet} value={area} onConfirm={setArea} />
    </>
  );
}

// The stories open with the picker's history entry in the address, so the picker shows.
const meta = {
  title: 'UI/AreaPicker',
  component: Demo,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/story?area=open']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { initial: null },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChoice: Story = {};
export const ChangingASavedArea: Story = {
  args: { initial: { province: '广东省', city: '广州市', district: '天河区' } },
};
