import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../shared/fixture-blocks';
import { productRowsMessages } from './messages';
import ProductRowsBlock from './ProductRowsBlock';

// Stories render in zh-CN (the runtime's default language); key content comes from the catalogue.
const t = productRowsMessages['zh-CN'];

const bestSellers = fixtureBlock('productRows', 'home', 'home-best-sellers');

const meta = {
  title: 'Blocks/Product rows',
  component: ProductRowsBlock,
  args: { block: bestSellers, index: 2 },
} satisfies Meta<typeof ProductRowsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns: every stock badge and price label from the story products. */
export const TwoColumns: Story = {
  parameters: { keyContent: { role: 'heading', name: '热销榜单' } },
};

export const ThreeColumns: Story = {
  args: { block: fixtureBlock('productRows', 'home', 'home-picks') },
  parameters: { keyContent: { role: 'heading', name: '为你推荐' } },
};

export const OneColumn: Story = {
  args: { block: fixtureBlock('productRows', 'home', 'home-phone-feature') },
  parameters: { keyContent: { role: 'heading', name: '旗舰手机' } },
};

export const WithoutPrices: Story = {
  args: { block: { ...bestSellers, props: { ...bestSellers.props, showPrice: false } } },
  parameters: { keyContent: { text: 'Samsung Galaxy S25 Ultra' } },
};

/** While the page's product call is in flight. */
export const Loading: Story = {
  parameters: { runtime: { productsFor: () => undefined }, keyContent: { role: 'status' } },
};

export const Empty: Story = {
  parameters: { runtime: { productsFor: () => [] }, keyContent: { text: t.empty } },
};

/** A title with markup shows the markup as text. */
export const HostileTitle: Story = {
  args: { block: fixtureBlock('productRows', 'hostile') },
  parameters: { keyContent: { role: 'heading', name: '<iframe src=//evil>' } },
};
