import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import PopupBlock from './PopupBlock';

const homePopup = fixtureBlock('popup', 'home');

/** Each story gets a fresh in-memory storage (see storybook/story-runtime), so every popup shows once. */
const meta = {
  title: 'Blocks/Popup',
  component: PopupBlock,
  args: { block: homePopup, index: -1 },
} satisfies Meta<typeof PopupBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: daily, close button after 1 s, links to a SKU. */
export const DailyWithCloseDelay: Story = {
  parameters: { keyContent: { role: 'dialog', name: '新人见面礼：满500减50优惠券' } },
};

/** Activity: once, closable at once, URL link. */
export const Once: Story = {
  args: { block: fixtureBlock('popup', 'activity') },
  parameters: { keyContent: { role: 'dialog', name: '领取优惠券' } },
};

/** Already shown today: nothing renders (outside preview). */
export const AlreadyShownToday: Story = {
  args: { block: { ...homePopup, props: { ...homePopup.props, frequency: 'once' } } },
  parameters: {
    runtime: { storage: { getItem: () => '2026-01-01', setItem: () => {} } },
    keyContent: { none: true },
  },
};

/** Operator preview ignores the frequency. */
export const Preview: Story = {
  args: { block: { ...homePopup, props: { ...homePopup.props, frequency: 'once' } } },
  parameters: {
    runtime: { preview: true, storage: { getItem: () => '2026-01-01', setItem: () => {} } },
    keyContent: { role: 'dialog', name: '新人见面礼：满500减50优惠券' },
  },
};
