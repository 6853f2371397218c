import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('keeps its box at the aspect ratio and loads lazily', () => {
    const { container } = render(<Image src="/p.png" alt="手机" ratio={16 / 9} />);
    const img = screen.getByRole('img', { name: '手机' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toMatch(/^1\.777/);
  });

  it('shows the fallback, still named, when the picture fails', () => {
    render(<Image src="/broken.png" alt="手机" />);
    fireEvent.error(screen.getByRole('img', { name: '手机' }));
    expect(screen.getByRole('img', { name: '手机（图片加载失败）' })).toBeInTheDocument();
  });

  it('tries again when the address changes', () => {
    const { rerender, container } = render(<Image src="/broken.png" alt="" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Image src="/fixed.png" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/fixed.png');
  });
});
