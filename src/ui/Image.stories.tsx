import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fde2e4"/><circle cx="200" cy="150" r="80" fill="#c8102e"/></svg>',
  );

const meta = {
  title: 'UI/Image',
  component: Image,
  decorators: [
    (Story) => (
      <div style={{ width: 160, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { src: photo, alt: '华为 Mate 70 曜石黑' },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Square: Story = {};
export const Banner: Story = { args: { ratio: 16 / 9 } };
export const Contain: Story = { args: { ratio: 1, fit: 'contain' } };
export const Round: Story = { args: { round: true } };
export const Fallback: Story = { args: { src: '/no-such-image.png' } };
export const Empty: Story = { args: { src: '' } };
