import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import BackTopBlock from './BackTopBlock';
import { backTopMessages } from './messages';

// Stories render in zh-CN (the runtime's default language); key content comes from the catalogue.
const t = backTopMessages['zh-CN'];

const homeBackTop = fixtureBlock('backTop', 'home');

const meta = {
  title: 'Blocks/Back top',
  component: BackTopBlock,
  args: { block: homeBackTop, index: -1 },
  // A tall page so the button can be scrolled into view.
  decorators: [
    (Story) => (
      <div style={{ height: '3000px', background: 'linear-gradient(#fff, #ddd)' }}>
        <p style={{ margin: 0, padding: 16 }}>Scroll down past the threshold.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackTopBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: appears after 800 px of scrolling. */
export const AfterThreshold: Story = {
  parameters: { keyContent: { text: 'Scroll down past the threshold.' } },
};

/** Threshold 0: always visible. */
export const AlwaysVisible: Story = {
  args: { block: { ...homeBackTop, props: { threshold: 0 } } },
  parameters: { keyContent: { role: 'button', name: t.backToTop } },
};
