import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import PictureBlock from './PictureBlock';

const meta = {
  title: 'Blocks/Picture',
  component: PictureBlock,
  args: { block: fixtureBlock('picture', 'home', 'home-ecny-entry'), index: 0 },
} satisfies Meta<typeof PictureBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First-screen picture with a page link: eager, high priority. */
export const WithLink: Story = {
  parameters: { keyContent: { role: 'img', name: '数字人民币专区' } },
};

/** Below the fold: lazy. */
export const BelowTheFold: Story = {
  args: { block: fixtureBlock('picture', 'home', 'home-group-buy'), index: 6 },
  parameters: { keyContent: { role: 'img', name: '拼团：组队更优惠' } },
};

/** Activity header without a link: plain image. */
export const WithoutLink: Story = {
  args: { block: fixtureBlock('picture', 'activity', 'act-header') },
  parameters: { keyContent: { role: 'img' } },
};

/** Hostile alt text stays an attribute value. */
export const HostileAlt: Story = {
  args: { block: fixtureBlock('picture', 'hostile') },
  parameters: { keyContent: { role: 'img', name: '"><svg onload=alert(1)>' } },
};
