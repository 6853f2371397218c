import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailImages } from './DetailImages';
import { ProductSpecs } from './ProductSpecs';

describe('规格参数 and 图文详情 of the product page', () => {
  it('lists every specification row as name and value, in the seed order', () => {
    render(
      <ProductSpecs
        specs={[
          { name: '品牌', value: '华为' },
          { name: '屏幕尺寸', value: '6.8英寸 OLED' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: '规格参数' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('product-specs')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['品牌华为', '屏幕尺寸6.8英寸 OLED']);
  });

  it('shows the long pictures lazily with their density srcset, and no section without any', () => {
    const { container, rerender } = render(
      <DetailImages images={['/api/file-storage/file/product/SPU20001-d1.jpg']} alt="Mate 70 Pro" />,
    );
    const img = screen.getByRole('img', { name: /Mate 70 Pro/ });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('SPU20001-d1@3x.jpg 3x');
    rerender(<DetailImages images={[]} alt="Mate 70 Pro" />);
    expect(container).toBeEmptyDOMElement();
  });
});
