import { type ComponentType, lazy } from 'react';
import { blockRegistry } from '../../blocks/registry';
import type { BlockProps } from '../../blocks/types';
import type { BlockType } from '../../schemas/booth/block-types';

type AnyBlockComponent = ComponentType<BlockProps<BlockType>>;
// The registry ties each type to its own props; the renderer passes the matching block, so widening is safe.
const loaderOf = (type: BlockType) =>
  blockRegistry[type].load as () => Promise<{ default: AnyBlockComponent }>;

/** Components whose chunk has arrived: rendered directly, so they never suspend. */
const loaded = new Map<BlockType, AnyBlockComponent>();
/** Fallback for a type rendered before its chunk arrived (e.g. the preload timed out). */
const lazies = new Map<BlockType, AnyBlockComponent>();

/**
 * The component for a block type. A page pays only for the block types it has: chunks load on
 * demand (preloadBlockTypes) and React.lazy covers a type rendered before that finished.
 */
export function blockComponent(type: BlockType): AnyBlockComponent {
  const ready = loaded.get(type);
  if (ready) return ready;
  let component = lazies.get(type);
  if (!component) {
    component = lazy(loaderOf(type));
    lazies.set(type, component);
  }
  return component;
}

/**
 * Loads the chunks of the given types; resolves when all settled. Once loaded, a type renders
 * without suspending: a Suspense placeholder that later changes height would shift the page.
 * A failed chunk is left to its block's boundary, so this never rejects.
 */
export function preloadBlockTypes(types: Iterable<BlockType>): Promise<void> {
  return Promise.all(
    [...new Set(types)].map((type) =>
      loaderOf(type)()
        .then((module) => {
          loaded.set(type, module.default);
        })
        .catch(() => null),
    ),
  ).then(() => {});
}
