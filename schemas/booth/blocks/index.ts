import { z } from '../../zod';
import type { BlockType } from '../block-types';
import { backTopBlock } from './back-top';
import { bottomBarBlock } from './bottom-bar';
import { bottomCountdownBlock } from './bottom-countdown';
import { cartButtonBlock } from './cart-button';
import { navBarBlock } from './nav-bar';
import { noticeBoardBlock } from './notice-board';
import { pendantBlock } from './pendant';
import { pictureBlock } from './picture';
import { popupBlock } from './popup';
import { productRowsBlock } from './product-rows';
import { swiperBlock } from './swiper';

/** Full block schema per type; `satisfies` makes a missing or misspelt type a compile error. */
export const blockSchemas = {
  picture: pictureBlock,
  swiper: swiperBlock,
  productRows: productRowsBlock,
  noticeBoard: noticeBoardBlock,
  backTop: backTopBlock,
  cartButton: cartButtonBlock,
  popup: popupBlock,
  pendant: pendantBlock,
  navBar: navBarBlock,
  bottomBar: bottomBarBlock,
  bottomCountdown: bottomCountdownBlock,
} as const satisfies { [T in BlockType]: z.ZodMiniType<{ type: T }> };

/** Any block, discriminated on `type` (server save/publish, JSON Schema export). */
export const blockSchema = z.discriminatedUnion('type', [
  pictureBlock,
  swiperBlock,
  productRowsBlock,
  noticeBoardBlock,
  backTopBlock,
  cartButtonBlock,
  popupBlock,
  pendantBlock,
  navBarBlock,
  bottomBarBlock,
  bottomCountdownBlock,
]);

export type Block = z.output<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockPropsOf<T extends BlockType> = BlockOf<T>['props'];
/** What an operator may write (defaults not yet applied). */
export type BlockInput = z.input<typeof blockSchema>;
