import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import SwiperBlock from './SwiperBlock';

const homeBanner = fixtureBlock('swiper', 'home');

const meta = {
  title: 'Blocks/Swiper',
  component: SwiperBlock,
  args: { block: homeBanner, index: 0 },
} satisfies Meta<typeof SwiperBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home banner: four slides, autoplay 4 s, loop, every link type. */
export const HomeBanner: Story = {
  parameters: { keyContent: { role: 'img', name: '新春焕新季：低至5折' } },
};

/** e-CNY zone banner. */
export const ECnyBanner: Story = {
  args: { block: fixtureBlock('swiper', 'eCny') },
  parameters: { keyContent: { role: 'img' } },
};

/** One slide: no loop, no pagination, no autoplay. */
export const SingleSlide: Story = {
  args: {
    block: { ...homeBanner, props: { ...homeBanner.props, slides: homeBanner.props.slides.slice(0, 1) } },
  },
  parameters: { keyContent: { role: 'img', name: '新春焕新季：低至5折' } },
};

/** Autoplay off (autoplayMs 0). */
export const Manual: Story = {
  args: { block: { ...homeBanner, props: { ...homeBanner.props, autoplayMs: 0, loop: false } } },
  parameters: { keyContent: { role: 'img', name: '新春焕新季：低至5折' } },
};
