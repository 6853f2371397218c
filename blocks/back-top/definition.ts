import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const backTopDefinition: BlockDefinition<'backTop'> = {
  type: 'backTop',
  placement: BLOCK_PLACEMENT.backTop,
  load: () => import('./BackTopBlock'),
};
