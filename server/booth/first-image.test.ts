import { describe, expect, it } from 'vitest';
import { entryPopupImage, firstScreenImage } from './first-image';

const nav = { id: 'nav', type: 'navBar', props: { items: [] } };
const swiper = (src: string, schedule?: object) => ({
  id: 'banner',
  type: 'swiper',
  props: { slides: [{ image: { src, alt: '' } }, { image: { src: '/second.jpg', alt: '' } }] },
  ...(schedule ? { schedule } : {}),
});
const picture = (id: string, src: string) => ({ id, type: 'picture', props: { image: { src } } });
const notice = { id: 'notice', type: 'noticeBoard', props: { items: [] } };

describe('firstScreenImage', () => {
  it("names a first-screen swiper's first slide, whatever overlays come before it", () => {
    expect(firstScreenImage({ blocks: [nav, swiper('/banner.jpg'), picture('p', '/p.png')] }, 0)).toBe(
      '/banner.jpg',
    );
  });

  it('names a picture in the second flow place, but nothing below the eagerly loaded blocks', () => {
    expect(firstScreenImage({ blocks: [notice, picture('p', '/p.png')] }, 0)).toBe('/p.png');
    expect(firstScreenImage({ blocks: [notice, notice, picture('p', '/p.png')] }, 0)).toBeNull();
  });

  it('skips a block that has not started yet, as the app does', () => {
    const later = swiper('/later.jpg', { start: 2_000 });
    expect(firstScreenImage({ blocks: [later, picture('p', '/p.png')] }, 1_000)).toBe('/p.png');
  });

  it('names only addresses the page may load (own paths and https)', () => {
    expect(firstScreenImage({ blocks: [swiper('https://cdn.example.com/a.jpg')] }, 0)).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(firstScreenImage({ blocks: [swiper('//evil.example/a.jpg')] }, 0)).toBeNull();
    expect(firstScreenImage({ blocks: [swiper('javascript:alert(1)')] }, 0)).toBeNull();
  });

  it('answers null for anything unexpected', () => {
    expect(firstScreenImage(null, 0)).toBeNull();
    expect(firstScreenImage({ blocks: 'x' }, 0)).toBeNull();
    expect(firstScreenImage({ blocks: [{ type: 'swiper', props: { slides: [] } }] }, 0)).toBeNull();
  });
});

describe('entryPopupImage', () => {
  const popup = (src: string, schedule?: object) => ({
    id: 'welcome',
    type: 'popup',
    props: { image: { src, alt: '' }, frequency: 'once' },
    ...(schedule ? { schedule } : {}),
  });

  it("names the live popup's picture, and none outside its schedule or at an address the page may not load", () => {
    expect(entryPopupImage({ blocks: [nav, swiper('/b.jpg'), popup('/pop.png')] }, 0)).toBe('/pop.png');
    expect(entryPopupImage({ blocks: [popup('/pop.png', { start: 2_000 })] }, 1_000)).toBeNull();
    expect(entryPopupImage({ blocks: [popup('/pop.png', { end: 1_000 })] }, 1_000)).toBeNull();
    expect(entryPopupImage({ blocks: [popup('//evil.example/p.png')] }, 0)).toBeNull();
    expect(entryPopupImage({ blocks: [nav] }, 0)).toBeNull();
    expect(entryPopupImage(null, 0)).toBeNull();
  });
});
