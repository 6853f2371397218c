import type { ComponentType } from 'react';
import BackTopBlock from '../../../blocks/back-top/BackTopBlock';
import BottomBarBlock from '../../../blocks/bottom-bar/BottomBarBlock';
import BottomCountdownBlock from '../../../blocks/bottom-countdown/BottomCountdownBlock';
import CartButtonBlock from '../../../blocks/cart-button/CartButtonBlock';
import NavBarBlock from '../../../blocks/nav-bar/NavBarBlock';
import NoticeBoardBlock from '../../../blocks/notice-board/NoticeBoardBlock';
import PendantBlock from '../../../blocks/pendant/PendantBlock';
import PictureBlock from '../../../blocks/picture/PictureBlock';
import PopupBlock from '../../../blocks/popup/PopupBlock';
import ProductRowsBlock from '../../../blocks/product-rows/ProductRowsBlock';
import SwiperBlock from '../../../blocks/swiper/SwiperBlock';
import type { BlockProps } from '../../../blocks/types';
import { BLOCK_PLACEMENT, type BlockType } from '../../../schemas/booth/block-types';
import type { Block } from '../../../schemas/booth/blocks/index';

/**
 * The same 200 blocks as a page a developer would write by hand: each component imported
 * statically and called with its props; no validation, registry, lazy loading or boundaries.
 */
const components: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  picture: PictureBlock,
  swiper: SwiperBlock,
  productRows: ProductRowsBlock,
  noticeBoard: NoticeBoardBlock,
  backTop: BackTopBlock,
  cartButton: CartButtonBlock,
  popup: PopupBlock,
  pendant: PendantBlock,
  navBar: NavBarBlock,
  bottomBar: BottomBarBlock,
  bottomCountdown: BottomCountdownBlock,
};

/**
 * A simple stand-in for any block (the comparison): a box with the block's type, no hooks,
 * no effects, no layout reads. Real blocks should cost a small multiple of this, not ~100×.
 */
function StandIn({ block }: BlockProps<BlockType>) {
  return (
    <div style={{ minHeight: 80, padding: 8 }}>
      <p>{block.type}</p>
    </div>
  );
}

export function Handwritten({
  blocks,
  standIns = false,
}: {
  blocks: readonly Block[];
  /** All blocks as stand-ins, or those the function picks. */
  standIns?: boolean | ((block: Block) => boolean);
}) {
  let flowIndex = 0;
  return (
    <div>
      {blocks.map((block) => {
        const Component = (typeof standIns === 'function' ? standIns(block) : standIns)
          ? StandIn
          : (components[block.type] as ComponentType<BlockProps<BlockType>>);
        return (
          <div key={block.id} data-block-id={block.id}>
            {/* As the renderer numbers them: flow blocks from 0 (the first screen renders whole), overlays -1. */}
            <Component block={block} index={BLOCK_PLACEMENT[block.type] === 'flow' ? flowIndex++ : -1} />
          </div>
        );
      })}
    </div>
  );
}
