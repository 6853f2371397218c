import type { BlockRuntime } from '../blocks/runtime';
import products from '../fixtures/booth/products.json';
import { productCardSchema } from '../schemas/api/productCard';
import { z } from '../schemas/zod';

/** Parsed, not cast: a fixture that drifts from the API shape fails loudly here. */
const storyProducts = z.array(productCardSchema).parse(products);

function memoryStorage(): BlockRuntime['storage'] {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

/**
 * The runtime a story renders in: every product row gets the story products, the clock is the
 * real clock, storage is fresh per story (so 'once' popups show), and links are logged. A story
 * overrides any field through `parameters.runtime`.
 */
export function storyRuntime(overrides: Partial<BlockRuntime> = {}): BlockRuntime {
  return {
    openLink: (link) => console.info('openLink', link),
    productsFor: () => storyProducts,
    serverNow: () => Date.now(),
    cartCount: 3,
    eagerCount: 2,
    preview: false,
    storage: memoryStorage(),
    pageId: 'storybook',
    ...overrides,
  };
}
