import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import NoticeBoardBlock from './NoticeBoardBlock';

const meta = {
  title: 'Blocks/Notice board',
  component: NoticeBoardBlock,
  args: { block: fixtureBlock('noticeBoard', 'home'), index: 1 },
} satisfies Meta<typeof NoticeBoardBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home notices, two of them linked. */
export const Home: Story = {
  parameters: { keyContent: { text: 'Big lottery is live: win a phone every day.' } },
};

/** Activity rules without links. */
export const ActivityRules: Story = {
  args: { block: fixtureBlock('noticeBoard', 'activity') },
  parameters: { keyContent: { text: 'Coupon CP0001: 50 off orders over 500.' } },
};

/** Markup in notices shows as the literal characters. */
export const HostileText: Story = {
  args: { block: fixtureBlock('noticeBoard', 'hostile') },
  parameters: { keyContent: { text: '<script>alert(1)</script>' } },
};

export const Fast: Story = {
  args: {
    block: {
      ...fixtureBlock('noticeBoard', 'home'),
      props: { ...fixtureBlock('noticeBoard', 'home').props, scrollSpeed: 160 },
    },
  },
  parameters: { keyContent: { text: 'Big lottery is live: win a phone every day.' } },
};
