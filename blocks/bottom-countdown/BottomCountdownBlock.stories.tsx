import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import BottomCountdownBlock from './BottomCountdownBlock';

const homeCountdown = fixtureBlock('bottomCountdown', 'home');
const dealCountdown = fixtureBlock('bottomCountdown', 'dailyDeal');

const meta = {
  title: 'Blocks/Bottom countdown',
  component: BottomCountdownBlock,
  args: { block: homeCountdown, index: -1 },
} satisfies Meta<typeof BottomCountdownBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: ISO end time with offset, days shown, links to the sale page. */
export const Home: Story = {
  parameters: { keyContent: { role: 'timer' } },
};

/** Daily deal: epoch-ms end time, no link. */
export const DailyDeal: Story = {
  args: { block: dealCountdown },
  parameters: { keyContent: { text: '本场距结束' } },
};

/** Under a day: hh:mm:ss only (the story clock is 90 minutes before the end). */
export const UnderADay: Story = {
  args: { block: { ...dealCountdown, props: { ...dealCountdown.props, endTime: 1_893_427_200_000 } } },
  parameters: {
    runtime: { serverNow: () => 1_893_427_200_000 - 90 * 60_000 },
    keyContent: { text: '01:30:00' },
  },
};

/** After the end with an ended label. */
export const Ended: Story = {
  args: { block: { ...homeCountdown, props: { ...homeCountdown.props, endTime: 1_000 } } },
  parameters: { keyContent: { text: '活动已结束' } },
};

/** Markup in the label is text. */
export const HostileLabel: Story = {
  args: { block: fixtureBlock('bottomCountdown', 'hostile') },
  parameters: { keyContent: { text: '<marquee>ends</marquee>' } },
};
