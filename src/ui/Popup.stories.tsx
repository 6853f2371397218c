import type { Meta, StoryObj } from '@storybook/react-vite';
import { Popup } from './Popup';

const meta = {
  title: 'UI/Popup',
  component: Popup,
  args: {
    open: true,
    onClose: () => console.info('close'),
    title: 'Choose a specification',
    children: <p style={{ margin: 16 }}>12GB+256GB Obsidian Black</p>,
  },
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithoutTitle: Story = { args: { title: undefined, label: 'Share' } };
export const NotClosable: Story = { args: { closable: false, maskClosable: false } };
