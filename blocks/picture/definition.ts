import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const pictureDefinition: BlockDefinition<'picture'> = {
  type: 'picture',
  placement: BLOCK_PLACEMENT.picture,
  load: () => import('./PictureBlock'),
};
