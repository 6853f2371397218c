import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const pendantDefinition: BlockDefinition<'pendant'> = {
  type: 'pendant',
  placement: BLOCK_PLACEMENT.pendant,
  load: () => import('./PendantBlock'),
};
