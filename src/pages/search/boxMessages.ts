import { defineMessages } from '../../../schemas/i18n/define';

/**
 * The search box's own words, apart from the search screens' namespace: the box sits on the home page
 * (the first route, under a size budget), which should not carry the words of screens it only links to.
 */
export const searchBoxMessages = defineMessages(
  'searchBox',
  { placeholder: '搜索商品、品牌', label: '搜索' },
  { placeholder: 'Search products and brands', label: 'Search' },
);
