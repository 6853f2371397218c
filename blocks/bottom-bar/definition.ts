import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const bottomBarDefinition: BlockDefinition<'bottomBar'> = {
  type: 'bottomBar',
  placement: BLOCK_PLACEMENT.bottomBar,
  load: () => import('./BottomBarBlock'),
};
