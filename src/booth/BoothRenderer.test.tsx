import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import home from '../../fixtures/booth/home.json';
import type { BlockType } from '../../schemas/booth/block-types';
import { validateLayout } from '../../schemas/booth/validate';
import { elderStore } from '../ui/elderMode';
import { BoothRenderer } from './BoothRenderer';
import { preloadBlockTypes } from './blockComponents';
// The renderer imports this lazily after its first render; loaded up front, no import is still under way
// when the file ends (Vitest fails the run on a module loaded after its environment was torn down).
import './blockExposure';

const layoutOf = (raw: unknown) => {
  const result = validateLayout(raw);
  if (!result.ok) throw new Error('fixture invalid');
  return result.layout;
};

const withNav = layoutOf(home);
const withoutNav = layoutOf({ ...home, blocks: home.blocks.filter((b) => b.type !== 'navBar') });

function renderPage(layout: ReturnType<typeof layoutOf>) {
  return render(
    <MemoryRouter>
      <BoothRenderer
        layout={layout}
        dropped={[]}
        preview={false}
        productsFor={() => []}
        fallbackNav={<div role="tablist" aria-label="Categories" />}
      />
    </MemoryRouter>,
  );
}

// Block chunks load first, as the page does before its first paint.
beforeAll(() => preloadBlockTypes(home.blocks.map((b) => b.type as BlockType)));

describe('BoothRenderer', () => {
  it("puts the operator's nav bar first and leaves the built-in tabs out", () => {
    const { container } = renderPage(withNav);
    expect(screen.queryByRole('tablist', { name: 'Categories' })).toBeNull();
    const first = container.querySelector('[data-block-id]');
    expect(first?.getAttribute('data-block-type')).toBe('navBar');
  });

  it('shows the built-in tabs when the layout has no nav bar', () => {
    renderPage(withoutNav);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeTruthy();
  });

  it('renders flow blocks in the flow layer and fixed blocks after it', () => {
    renderPage(withNav);
    const flow = screen.getByTestId('booth-flow');
    const overlay = screen.getByTestId('booth-overlay');
    expect(flow.querySelector('[data-block-id="home-banner"]')).not.toBeNull();
    expect(overlay.querySelector('[data-block-id="home-pendant-lottery"]')).not.toBeNull();
    expect(flow.querySelector('[data-block-type="pendant"]')).toBeNull();
  });
});

describe('BoothRenderer in elder mode (ADR 0043)', () => {
  afterEach(() => elderStore.set(false));

  it('leaves out the marketing overlays and the blocks the operator hid there, keeps the rest', () => {
    elderStore.set(true);
    const { container } = renderPage(withNav);
    for (const type of ['popup', 'pendant', 'bottomCountdown'])
      expect(container.querySelector(`[data-block-type="${type}"]`), type).toBeNull();
    expect(container.querySelector('[data-block-id="home-group-buy"]')).toBeNull();
    expect(container.querySelector('[data-block-id="home-banner"]')).not.toBeNull();
    expect(container.querySelector('[data-block-type="cartButton"]')).not.toBeNull();
  });

  it('shows them all again when it is off, marked for the stylesheet to hide before hydration', () => {
    const { container } = renderPage(withNav);
    const groupBuy = container.querySelector('[data-block-id="home-group-buy"]');
    expect(groupBuy?.hasAttribute('data-elder-hidden')).toBe(true);
    expect(container.querySelector('[data-block-type="popup"]')?.hasAttribute('data-elder-hidden')).toBe(
      true,
    );
    expect(container.querySelector('[data-block-id="home-banner"]')?.hasAttribute('data-elder-hidden')).toBe(
      false,
    );
  });
});
