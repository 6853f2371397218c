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
  parameters: { keyContent: { text: '大抽奖火热进行中：每天抽手机。' } },
};

/** Activity rules without links. */
export const ActivityRules: Story = {
  args: { block: fixtureBlock('noticeBoard', 'activity') },
  parameters: { keyContent: { text: '优惠券 CP0001：满500减50。' } },
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
  parameters: { keyContent: { text: '大抽奖火热进行中：每天抽手机。' } },
};
