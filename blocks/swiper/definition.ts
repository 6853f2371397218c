import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

/** Its own chunk: the swiper package loads only when a layout has a swiper block. */
export const swiperDefinition: BlockDefinition<'swiper'> = {
  type: 'swiper',
  placement: BLOCK_PLACEMENT.swiper,
  load: () => import('./SwiperBlock'),
};
