import type { ComponentType } from 'react';
import type { BlockType, Placement } from '../schemas/booth/block-types';
import type { BlockOf } from '../schemas/booth/blocks/index';

/** Props every block component receives: its validated block and its position in the flow. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  /** Position among flow blocks (0 = top); overlay blocks get -1. */
  index: number;
}

/** A block type's definition: the registry maps each type to one of these. */
export interface BlockDefinition<T extends BlockType> {
  type: T;
  placement: Placement;
  /** Code-split component: loaded only when a layout contains this type. */
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>;
}
