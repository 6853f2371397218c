import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockBoundary } from './BlockBoundary';

function Broken(): never {
  throw new Error('bad props');
}

describe('BlockBoundary', () => {
  it('contains a throwing block, reports it, and leaves its neighbours rendered', () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <BlockBoundary blockId="a" type="picture" onError={onError} fallback={null}>
          <p>first block</p>
        </BlockBoundary>
        <BlockBoundary blockId="b" type="swiper" onError={onError} fallback={<p>placeholder b</p>}>
          <Broken />
        </BlockBoundary>
        <BlockBoundary blockId="c" type="noticeBoard" onError={onError} fallback={null}>
          <p>third block</p>
        </BlockBoundary>
      </div>,
    );
    expect(screen.getByText('first block')).toBeTruthy();
    expect(screen.getByText('third block')).toBeTruthy();
    expect(screen.getByText('placeholder b')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('b', 'swiper', expect.any(Error));
  });
});
