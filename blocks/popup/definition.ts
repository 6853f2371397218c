import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const popupDefinition: BlockDefinition<'popup'> = {
  type: 'popup',
  placement: BLOCK_PLACEMENT.popup,
  load: () => import('./PopupBlock'),
};
