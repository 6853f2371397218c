import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const productRowsDefinition: BlockDefinition<'productRows'> = {
  type: 'productRows',
  placement: BLOCK_PLACEMENT.productRows,
  load: () => import('./ProductRowsBlock'),
};
