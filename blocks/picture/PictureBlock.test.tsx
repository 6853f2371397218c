import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock, ViewportObserver, viewport } from '../shared/testing';
import PictureBlock from './PictureBlock';

const block = fixtureBlock('picture', 'home', 'home-ecny-entry');

beforeEach(() => {
  viewport.reset();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('PictureBlock', () => {
  it('reserves the aspect ratio with width/height and CSS aspect-ratio', () => {
    renderBlock(<PictureBlock block={block} index={0} />);
    const img = screen.getByRole('img', { name: '数字人民币专区' });
    expect(img.getAttribute('width')).toBe('750');
    expect(img.getAttribute('height')).toBe('200');
    expect(img.style.aspectRatio).toBe('750 / 200');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('loads first-screen images eagerly at high priority and the rest lazily', () => {
    renderBlock(<PictureBlock block={block} index={1} />, { eagerCount: 2 });
    const eager = screen.getByRole('img');
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
  });

  it('is lazy at or beyond eagerCount', () => {
    renderBlock(<PictureBlock block={block} index={2} />, { eagerCount: 2 });
    const lazy = screen.getByRole('img');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
  });

  it("far below the page is a box of the image's ratio until scrolled near, then the image, lazily", () => {
    viewport.far();
    const { container } = renderBlock(<PictureBlock block={block} index={6} />, { eagerCount: 2 });
    expect(screen.queryByRole('img')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('750 / 200');
    act(() => viewport.scrollNear());
    const img = screen.getByRole('img', { name: '数字人民币专区' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.aspectRatio).toBe('750 / 200');
  });

  it('on the first screen is its image at once', () => {
    viewport.far();
    renderBlock(<PictureBlock block={block} index={1} />, { eagerCount: 2 });
    expect(screen.getByRole('img', { name: '数字人民币专区' }).getAttribute('loading')).toBe('eager');
  });

  it('opens its link through the runtime', () => {
    const { runtime } = renderBlock(<PictureBlock block={block} index={0} />);
    fireEvent.click(screen.getByRole('link'));
    expect(runtime.openLink).toHaveBeenCalledWith(block.props.link);
  });

  it('renders a URL link as an anchor (long-press) that still goes through openLink', () => {
    const linked = {
      ...block,
      props: { ...block.props, link: { linkType: 'url' as const, url: '/mbankmall/couponCenter' } },
    };
    const { runtime } = renderBlock(<PictureBlock block={linked} index={0} />);
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('href')).toBe('/mbankmall/couponCenter');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(runtime.openLink).toHaveBeenCalledTimes(1);
  });

  it('never puts a disallowed URL into an href', () => {
    const hostile = {
      ...block,
      props: { ...block.props, link: { linkType: 'url' as const, url: 'javascript:alert(1)' } },
    };
    renderBlock(<PictureBlock block={hostile} index={0} />);
    // The tap goes home (linkToPath), and the href says so.
    expect(screen.getByRole('link').getAttribute('href')).toBe('/mbankmall/index');
    expect(document.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('is a plain image without a link', () => {
    renderBlock(<PictureBlock block={fixtureBlock('picture', 'activity')} index={0} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: '满500减50' })).toBeTruthy();
  });
});
