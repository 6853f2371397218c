import { defineMessages } from '../../schemas/i18n/define';

/** The product rows' own words; product names and the row title are the catalogue's and the operator's. */
export const productRowsMessages = defineMessages(
  'blocks.productRows',
  {
    loadingProducts: '商品加载中',
    empty: '暂无商品',
    products: '商品',
  },
  {
    loadingProducts: 'Loading products',
    empty: 'No products here yet',
    products: 'Products',
  },
);
