import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import { renderBlock } from '../shared/testing';
import BottomBarBlock from './BottomBarBlock';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const shared = blockSharedMessages['zh-CN'];

const block = fixtureBlock('bottomBar', 'home');

describe('BottomBarBlock', () => {
  it('shows the active icon for the active item and the plain icon for others', () => {
    const { container } = renderBlock(<BottomBarBlock block={block} index={-1} />);
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs[0]).toBe('/api/file-storage/file/booth/icon-home-active.png');
    expect(srcs[1]).toBe('/api/file-storage/file/booth/icon-category.png');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the cart count on the item configured with badge "cart"', () => {
    renderBlock(<BottomBarBlock block={block} index={-1} />, { cartCount: 120 });
    // Read as the visible label, then the count: no aria-label that would differ from the text shown.
    const link = screen.getByRole('link', {
      name: new RegExp(`^购物车\\s*${shared.withCount('', shared.items('99\\+', false))}$`),
    });
    expect(link.textContent).toContain('99+');
    expect(link.getAttribute('aria-label')).toBeNull();
  });

  it('has no badge with an empty cart', () => {
    renderBlock(<BottomBarBlock block={block} index={-1} />, { cartCount: 0 });
    expect(screen.getByRole('link', { name: '购物车' }).textContent).toBe('购物车');
  });

  it('opens item links through the runtime', () => {
    const { runtime } = renderBlock(<BottomBarBlock block={block} index={-1} />);
    fireEvent.click(screen.getByRole('link', { name: '我的' }));
    expect(runtime.openLink).toHaveBeenCalledWith(block.props.items.find((i) => i.label === '我的')?.link);
  });
});
