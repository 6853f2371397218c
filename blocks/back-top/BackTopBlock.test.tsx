import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import BackTopBlock from './BackTopBlock';
import { backTopMessages } from './messages';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = backTopMessages['zh-CN'];

const block = fixtureBlock('backTop', 'home'); // threshold 800

/** Scrolls and lets the page's scroll watcher read the position (in a task after the event). */
async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('BackTopBlock', () => {
  it('appears only after scrolling past the threshold', async () => {
    renderBlock(<BackTopBlock block={block} index={-1} />);
    expect(screen.queryByRole('button', { name: t.backToTop })).toBeNull();
    await scrollTo(799);
    expect(screen.queryByRole('button', { name: t.backToTop })).toBeNull();
    await scrollTo(800);
    expect(screen.getByRole('button', { name: t.backToTop })).toBeTruthy();
    await scrollTo(10);
    expect(screen.queryByRole('button', { name: t.backToTop })).toBeNull();
  });

  it('scrolls to the top smoothly', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderBlock(<BackTopBlock block={block} index={-1} />);
    await scrollTo(2000);
    fireEvent.click(screen.getByRole('button', { name: t.backToTop }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
