import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const bottomCountdownDefinition: BlockDefinition<'bottomCountdown'> = {
  type: 'bottomCountdown',
  placement: BLOCK_PLACEMENT.bottomCountdown,
  load: () => import('./BottomCountdownBlock'),
};
