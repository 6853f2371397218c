import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import NavBarBlock from './NavBarBlock';

const block = fixtureBlock('navBar', 'home');

afterEach(() => vi.restoreAllMocks());

describe('NavBarBlock', () => {
  it('renders every tab and marks the active one', () => {
    renderBlock(<NavBarBlock block={block} index={-1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(block.props.items.length);
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '手机' }).hasAttribute('aria-current')).toBe(false);
  });

  it('opens a tab link through the runtime, replacing the history entry', () => {
    const { runtime } = renderBlock(<NavBarBlock block={block} index={-1} />);
    fireEvent.click(screen.getByRole('link', { name: '奢品' }));
    // A tab replaces the history entry: back leaves the page, not the tab.
    expect(runtime.openLink).toHaveBeenCalledWith(block.props.items.find((i) => i.label === '奢品')?.link, {
      replace: true,
    });
  });

  it('scrolls the active tab into view once the page is drawn', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    renderBlock(<NavBarBlock block={block} index={-1} />);
    const active = screen.getByRole('link', { name: '首页' }).closest('li');
    await waitFor(() => expect(scrolled).toEqual([active]));
  });
});
