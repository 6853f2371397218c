import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { type BlockRuntime, BlockRuntimeProvider } from '../runtime';

/** In-memory storage for popup frequency tests; `data` is exposed so tests can inspect it. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

/** A runtime for component tests: spies for openLink, fixed clock unless given. */
export function testRuntime(overrides: Partial<BlockRuntime> = {}): BlockRuntime {
  return {
    openLink: vi.fn(),
    productsFor: () => [],
    serverNow: () => Date.now(),
    cartCount: 0,
    eagerCount: 2,
    preview: false,
    storage: memoryStorage(),
    pageId: 'test-page',
    ...overrides,
  };
}

/** Renders a block inside a runtime provider; returns the render result and the runtime. */
export function renderBlock(ui: ReactElement, overrides: Partial<BlockRuntime> = {}) {
  const runtime = testRuntime(overrides);
  const result = render(<BlockRuntimeProvider value={runtime}>{ui}</BlockRuntimeProvider>);
  return { ...result, runtime };
}
