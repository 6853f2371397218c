import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BOTTOM_BAR_VAR, usePublishBottomBar } from './bottomBarHeight';

/** A bar whose measured height is `height` (happy-dom lays nothing out). */
function Bar({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  usePublishBottomBar(ref);
  return (
    <div
      ref={(el) => {
        if (el) vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
        ref.current = el;
      }}
    />
  );
}

const published = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_VAR);

describe('the bottom bar publishes its height on <html>', () => {
  it('leaves the root style alone at the usual 52 px, which the fallback says already', () => {
    const { unmount } = render(<Bar height={52} />);
    expect(published()).toBe('');
    expect(document.documentElement.hasAttribute('data-bottom-bar')).toBe(true);
    unmount();
    expect(document.documentElement.hasAttribute('data-bottom-bar')).toBe(false);
  });

  it('says a taller bar (large text) so what must clear it does, and forgets it when the bar goes', () => {
    const { unmount } = render(<Bar height={71.2} />);
    expect(published()).toBe('72px');
    unmount();
    expect(published()).toBe('');
  });
});
