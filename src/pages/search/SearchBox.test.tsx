import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { searchBoxMessages } from './boxMessages';
import { SearchBox } from './SearchBox';

const t = searchBoxMessages['zh-CN'];

/** Lighthouse's label-in-name: what a voice user reads off the screen must name the link. */
describe('SearchBox', () => {
  it('is named by the words it shows: the placeholder, or the words searched', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('link');
    expect(box.textContent).toBe(t.placeholder);
    expect(screen.getByRole('link', { name: t.placeholder })).toBe(box);
    unmount();

    render(
      <MemoryRouter>
        <SearchBox text="耳机" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: `${t.label}: 耳机` }).textContent).toContain('耳机');
  });
});
