import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const cartButtonDefinition: BlockDefinition<'cartButton'> = {
  type: 'cartButton',
  placement: BLOCK_PLACEMENT.cartButton,
  load: () => import('./CartButtonBlock'),
};
