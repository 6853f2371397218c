import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import PictureBlock from './PictureBlock';

const block = fixtureBlock('picture', 'home', 'home-ecny-entry');

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

  it('opens its link through the runtime', () => {
    const { runtime } = renderBlock(<PictureBlock block={block} index={0} />);
    fireEvent.click(screen.getByRole('button'));
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
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('[href]')).toBeNull();
  });

  it('is a plain image without a link', () => {
    renderBlock(<PictureBlock block={fixtureBlock('picture', 'activity')} index={0} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: '满500减50' })).toBeTruthy();
  });
});
