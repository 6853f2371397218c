import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const navBarDefinition: BlockDefinition<'navBar'> = {
  type: 'navBar',
  placement: BLOCK_PLACEMENT.navBar,
  load: () => import('./NavBarBlock'),
};
