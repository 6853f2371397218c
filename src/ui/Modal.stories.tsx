import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './Modal';

const buttons = (
  <>
    <button type="button">Cancel</button>
    <button type="button">OK</button>
  </>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { title: 'Remove this item from the cart?', actions: buttons },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { hasBody: false } };
export const WithMessage: Story = {
  args: { children: 'You can add it again from the product page.' },
};
export const Closable: Story = {
  args: { closable: true, onClose: () => console.info('close'), children: 'Esc or × closes this dialog.' },
};
