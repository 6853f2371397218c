import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { blockRegistry } from '../../blocks/registry';
import type { BlockProps } from '../../blocks/types';
import { BLOCK_TYPES, type BlockType } from '../../schemas/booth/block-types';

type AnyBlockComponent = LazyExoticComponent<ComponentType<BlockProps<BlockType>>>;

/**
 * One lazy component per block type, created once: React loads a type's chunk only when a layout
 * renders a block of that type, so a page pays only for the blocks it has.
 */
const components = new Map<BlockType, AnyBlockComponent>();

export function blockComponent(type: BlockType): AnyBlockComponent {
  let component = components.get(type);
  if (!component) {
    const definition = blockRegistry[type];
    // The registry ties each type to its own props; here the renderer passes the matching block, so widening is safe.
    component = lazy(definition.load as () => Promise<{ default: ComponentType<BlockProps<BlockType>> }>);
    components.set(type, component);
  }
  return component;
}

/**
 * Loads the chunks of the given types; resolves when all settled. A failed chunk is left to its
 * block's boundary, so this never rejects.
 */
export function preloadBlockTypes(types: Iterable<BlockType>): Promise<void> {
  return Promise.all([...new Set(types)].map((type) => blockRegistry[type].load().catch(() => null))).then(
    () => {},
  );
}

export const allBlockTypes = BLOCK_TYPES;
