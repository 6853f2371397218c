import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Cell } from './Cell';
import { Sheet } from './Sheet';
import { useHistorySheet } from './useHistorySheet';

function Demo({ title, closable }: { title?: string; closable?: boolean }) {
  const sheet = useHistorySheet('sheet');
  return (
    <>
      <button type="button" onClick={sheet.show} style={{ margin: 16 }}>
        打开
      </button>
      <Sheet sheet={sheet} title={title} label="配送说明" closable={closable}>
        <Cell title="快递" value="免运费" />
        <Cell title="预计送达" value="11月25日" />
      </Sheet>
    </>
  );
}

// Stories start with the sheet's history entry in the address, so the sheet shows open.
const meta = {
  title: 'UI/Sheet',
  component: Demo,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/story?sheet=open']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { title: '配送方式' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
export const NotClosable: Story = { args: { closable: false } };
