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

/**
 * A stand-in for the browser's IntersectionObserver: happy-dom's never calls back (it does no layout).
 * Stub it in (`vi.stubGlobal('IntersectionObserver', ViewportObserver)`) and it answers as a browser
 * does for a block on the screen: near as soon as it is observed. A test puts the blocks far below
 * first (`viewport.far()`) and scrolls them near (`viewport.scrollNear()`), as a shopper would.
 */
const viewportState = { inView: true, observers: new Set<ViewportObserver>() };

export class ViewportObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    viewportState.observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    this.report([target]);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    viewportState.observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report(targets: Iterable<Element> = this.targets) {
    const entries = [...targets].map((target) => ({ target, isIntersecting: viewportState.inView }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

export const viewport = {
  /** Blocks observed from now on are far below the viewport. */
  far() {
    viewportState.inView = false;
  },
  /** The shopper scrolls: every observed block comes near (call inside act()). */
  scrollNear() {
    viewportState.inView = true;
    for (const o of viewportState.observers) o.report();
  },
  /** The shopper scrolls on: every observed block goes out of range (call inside act()). */
  scrollAway() {
    viewportState.inView = false;
    for (const o of viewportState.observers) o.report();
  },
  /** Back to "on screen" for the next test. */
  reset() {
    viewportState.inView = true;
  },
};
