import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './useScrollLock';

/** Masks stack (a dialog over a sheet): the page stays pinned until the last one closes, then is as before. */
describe('lockScroll', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    vi.restoreAllMocks();
  });

  it('pins the body at the scroll offset and puts both back when the last mask closes', () => {
    document.body.setAttribute('style', 'color: red;');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(420);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    const sheet = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    const dialog = lockScroll();
    sheet();
    // The dialog is still open: the page stays pinned.
    expect(document.body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();
    // A release called twice does not release another mask's lock.
    sheet();
    expect(document.body.style.position).toBe('fixed');

    dialog();
    expect(document.body.getAttribute('style')).toBe('color: red;');
    expect(scrollTo).toHaveBeenCalledWith({ top: 420, left: 0, behavior: 'instant' });
  });
});
