import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../i18n/lang';
import { Empty, type EmptyKind } from './Empty';
import { EmptyArt } from './emptyArt';

const KINDS: EmptyKind[] = ['cart', 'orders', 'coupons', 'search', 'messages', 'network'];

afterEach(() => setLang('zh-CN'));

/** The markup a drawing renders to in the page. */
function markupOf(kind: EmptyKind): string {
  const { container, unmount } = render(<EmptyArt kind={kind} />);
  const markup = container.innerHTML;
  unmount();
  return markup;
}

describe('Empty', () => {
  it('says what is empty in Chinese by default and offers the way on', () => {
    render(
      <Empty kind="cart">
        <button type="button">去逛逛</button>
      </Empty>,
    );
    expect(screen.getByText('购物车还是空的')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
  });

  it('speaks English on an English visit, and takes the screen own words', () => {
    setLang('en');
    const { unmount } = render(<Empty kind="orders" />);
    expect(screen.getByText('No orders here yet')).toBeInTheDocument();
    unmount();
    render(<Empty kind="search" description="Nothing for “earbuds”" />);
    expect(screen.getByText('Nothing for “earbuds”')).toBeInTheDocument();
  });

  it('has a drawing for every kind, each small and hidden from screen readers', () => {
    for (const kind of KINDS) {
      const markup = markupOf(kind);
      expect(markup.length, kind).toBeLessThan(1536);
      expect(markup).toContain('aria-hidden="true"');
    }
    const drawings = new Set(KINDS.map((kind) => markupOf(kind)));
    expect(drawings.size).toBe(KINDS.length);
  });
});
