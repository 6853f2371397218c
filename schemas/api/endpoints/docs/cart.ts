/** The server's half of cart/*.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { cartEndpoints } from '../cart/cart';
import { cartConfigEndpoints } from '../cart/cart-config';

export const cartConfigDocs: EndpointDocs<typeof cartConfigEndpoints> = {
  config: { summary: 'Cart limits and instalment stages, and the list an empty cart shows', tag: 'cart' },
};

export const cartDocs: EndpointDocs<typeof cartEndpoints> = {
  badge: { summary: 'Cart badge: the sum of quantities', tag: 'cart' },
  badgeByPost: {
    summary: 'Cart badge: the sum of quantities (POST, as the spec’s cart list has it)',
    tag: 'cart',
  },
  view: { summary: 'The cart: valid lines by store, invalid lines apart', tag: 'cart' },
  add: { summary: 'Add a quantity of a SKU to its line', tag: 'cart' },
  clear: { summary: 'Empty the cart (or only its invalid lines)', tag: 'cart' },
  setQuantity: { summary: 'Set a line’s quantity (ordered by seq)', tag: 'cart' },
  select: { summary: 'Select or unselect lines (all when lineIds is absent)', tag: 'cart' },
  delete: { summary: 'Delete lines', tag: 'cart' },
  moveToFavourites: { summary: 'Move lines to favourites', tag: 'cart' },
  switchStage: { summary: 'Choose the instalment stage of a line', tag: 'cart' },
  trial: { summary: 'Totals of lines with the best held coupon', tag: 'cart' },
  jumpQuery: { summary: 'Check lines before confirmation; gives a confirmToken', tag: 'cart' },
};

export const cartConfigDocumented = documented(cartConfigEndpoints, cartConfigDocs);
export const cartDocumented = documented(cartEndpoints, cartDocs);
