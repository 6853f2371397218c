import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { BlockDefinition } from '../types';

export const noticeBoardDefinition: BlockDefinition<'noticeBoard'> = {
  type: 'noticeBoard',
  placement: BLOCK_PLACEMENT.noticeBoard,
  load: () => import('./NoticeBoardBlock'),
};
