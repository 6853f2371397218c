import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import PendantBlock from './PendantBlock';

const lottery = fixtureBlock('pendant', 'home', 'home-pendant-lottery');

const meta = {
  title: 'Blocks/Pendant',
  component: PendantBlock,
  args: { block: lottery, index: -1 },
} satisfies Meta<typeof PendantBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home lottery pendant: right middle (5), 72 px. */
export const RightMiddle: Story = {
  parameters: { keyContent: { role: 'img', name: '大抽奖' } },
};

/** Home coupon pendant: left middle (2). */
export const LeftMiddle: Story = {
  args: { block: fixtureBlock('pendant', 'home', 'home-pendant-coupon') },
  parameters: { keyContent: { role: 'img', name: '领券中心' } },
};

/** Activity share pendant: right bottom (6), default size. */
export const RightBottom: Story = {
  args: { block: fixtureBlock('pendant', 'activity') },
  parameters: { keyContent: { role: 'img', name: '分享给好友' } },
};

export const LeftTop: Story = {
  args: { block: { ...lottery, props: { ...lottery.props, position: 1 } } },
  parameters: { keyContent: { role: 'img', name: '大抽奖' } },
};

export const RightTopLarge: Story = {
  args: { block: { ...lottery, props: { ...lottery.props, position: 4, size: 120 } } },
  parameters: { keyContent: { role: 'img', name: '大抽奖' } },
};

export const LeftBottom: Story = {
  args: { block: { ...lottery, props: { ...lottery.props, position: 3 } } },
  parameters: { keyContent: { role: 'img', name: '大抽奖' } },
};
