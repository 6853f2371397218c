import type { BlockType } from '../schemas/booth/block-types';
import { backTopDefinition } from './back-top/definition';
import { bottomBarDefinition } from './bottom-bar/definition';
import { bottomCountdownDefinition } from './bottom-countdown/definition';
import { cartButtonDefinition } from './cart-button/definition';
import { navBarDefinition } from './nav-bar/definition';
import { noticeBoardDefinition } from './notice-board/definition';
import { pendantDefinition } from './pendant/definition';
import { pictureDefinition } from './picture/definition';
import { popupDefinition } from './popup/definition';
import { productRowsDefinition } from './product-rows/definition';
import { swiperDefinition } from './swiper/definition';
import type { BlockDefinition } from './types';

/** Every block type's definition, keyed by type. */
export type BlockRegistry = { readonly [T in BlockType]: BlockDefinition<T> };

/**
 * The mapped type makes a missing type, a definition under the wrong key, or a component whose
 * props do not match its schema a compile error. Definitions hold only lazy imports, so this
 * module stays tiny and each component is its own chunk.
 */
export const blockRegistry: BlockRegistry = {
  picture: pictureDefinition,
  swiper: swiperDefinition,
  productRows: productRowsDefinition,
  noticeBoard: noticeBoardDefinition,
  backTop: backTopDefinition,
  cartButton: cartButtonDefinition,
  popup: popupDefinition,
  pendant: pendantDefinition,
  navBar: navBarDefinition,
  bottomBar: bottomBarDefinition,
  bottomCountdown: bottomCountdownDefinition,
};

/** The definition for one type, typed by that type. */
export function blockDefinition<T extends BlockType>(type: T): BlockDefinition<T> {
  return blockRegistry[type];
}
