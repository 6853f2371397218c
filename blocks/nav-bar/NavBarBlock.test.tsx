import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import NavBarBlock from './NavBarBlock';

const block = fixtureBlock('navBar', 'home');

describe('NavBarBlock', () => {
  it('renders every tab and marks the active one', () => {
    renderBlock(<NavBarBlock block={block} index={-1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(block.props.items.length);
    expect(screen.getByRole('button', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '手机' }).hasAttribute('aria-current')).toBe(false);
  });

  it('opens a tab link through the runtime, replacing the history entry', () => {
    const { runtime } = renderBlock(<NavBarBlock block={block} index={-1} />);
    fireEvent.click(screen.getByRole('button', { name: '奢品' }));
    // A tab replaces the history entry: back leaves the page, not the tab.
    expect(runtime.openLink).toHaveBeenCalledWith(block.props.items.find((i) => i.label === '奢品')?.link, {
      replace: true,
    });
  });
});
