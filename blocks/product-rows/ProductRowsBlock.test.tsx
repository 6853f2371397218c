import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import products from '../../fixtures/booth/products.json';
import { productCardSchema } from '../../schemas/api/productCard';
import { productLabelMessages } from '../../schemas/i18n/productLabels';
import { z } from '../../schemas/zod';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import { renderBlock } from '../shared/testing';
import { productRowsMessages } from './messages';
import ProductRowsBlock from './ProductRowsBlock';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const t = productRowsMessages['zh-CN'];
const shared = blockSharedMessages['zh-CN'];
const L = productLabelMessages['zh-CN'];

const cards = z.array(productCardSchema).parse(products);
const block = fixtureBlock('productRows', 'home', 'home-best-sellers');
const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('ProductRowsBlock', () => {
  it('renders a card per product from runtime.productsFor(block.id)', () => {
    const asked: string[] = [];
    renderBlock(<ProductRowsBlock block={block} index={3} />, {
      productsFor: (id) => {
        asked.push(id);
        return cards;
      },
    });
    expect(asked).toContain('home-best-sellers');
    expect(screen.getByRole('heading', { name: '热销榜单' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(cards.length);
  });

  it('shows the sale price, the struck market price and the price-label tag', () => {
    renderBlock(<ProductRowsBlock block={block} index={3} />, { productsFor: () => cards });
    const mate = within(card('Huawei Mate 70 Pro'));
    expect(mate.getByText('¥5,999.00')).toBeTruthy();
    expect(mate.getByText(shared.originalPrice('¥6,499.00'))).toBeTruthy();
    expect(mate.getByText(L.interestFree)).toBeTruthy();
    // Same sale and market price: no struck-through price.
    expect(within(card('DJI Osmo')).queryByText(/original price/)).toBeNull();
    expect(within(card('Longjing')).getByText(L.telecomExclusive)).toBeTruthy();
    expect(within(card('Student tablet')).getByText(L.educationOffer)).toBeTruthy();
    expect(within(card('Goldleaf')).getByText(L.deposit)).toBeTruthy();
    expect(within(card('La Mer')).getByText(L.digitalYuan)).toBeTruthy();
  });

  it.each([
    [0, null],
    [1, L.soldOut],
    [2, L.snappedUp],
    [3, L.comingSoon],
  ] as const)('stockState %i shows badge %s', (stockState, badge) => {
    const base = cards[0];
    if (!base) throw new Error('fixture has no products');
    renderBlock(<ProductRowsBlock block={block} index={3} />, {
      productsFor: () => [{ ...base, stockState }],
    });
    const button = screen.getByRole('link');
    for (const text of [L.soldOut, L.snappedUp, L.comingSoon]) {
      expect(within(button).queryByText(text) !== null).toBe(text === badge);
    }
  });

  it('opens the SKU link when a card is tapped', () => {
    const { runtime } = renderBlock(<ProductRowsBlock block={block} index={3} />, {
      productsFor: () => cards,
    });
    fireEvent.click(card('Samsung Galaxy'));
    expect(runtime.openLink).toHaveBeenCalledWith({
      linkType: 1,
      spuNo: 'SPU20007',
      skuNo: 'SKU2000701',
      purchase: false,
    });
    expect(card('Samsung Galaxy').getAttribute('href')).toBe('/mbankmall/product/detail/SPU20007/SKU2000701');
  });

  it('links a purchase-programme product to its purchase-type page (ADR 0017)', () => {
    const { runtime } = renderBlock(<ProductRowsBlock block={block} index={3} />, {
      productsFor: () => cards,
    });
    expect(card('La Mer').getAttribute('href')).toBe('/mbankmall/xhProduct/detail/SPU25002/SKU2500201');
    fireEvent.click(card('La Mer'));
    expect(runtime.openLink).toHaveBeenCalledWith(expect.objectContaining({ purchase: true }));
  });

  it('shows a loading shimmer while products are undefined', () => {
    renderBlock(<ProductRowsBlock block={block} index={3} />, { productsFor: () => undefined });
    const status = screen.getByRole('status', { name: t.loadingProducts });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an empty state without products', () => {
    renderBlock(<ProductRowsBlock block={block} index={3} />, { productsFor: () => [] });
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it('hides prices when showPrice is false', () => {
    const noPrice = { ...block, props: { ...block.props, showPrice: false } };
    renderBlock(<ProductRowsBlock block={noPrice} index={3} />, { productsFor: () => cards });
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('loads the first row eagerly only in the first screen', () => {
    renderBlock(<ProductRowsBlock block={block} index={0} />, { productsFor: () => cards });
    const loading = [...document.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
    expect(new Set(loading.slice(2))).toEqual(new Set(['lazy']));
  });

  it('renders a hostile title as text', () => {
    renderBlock(<ProductRowsBlock block={fixtureBlock('productRows', 'hostile')} index={0} />, {
      productsFor: () => cards,
    });
    expect(screen.getByRole('heading', { name: '<iframe src=//evil>' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('clamps a long product name to the spec’s width 48 (a Chinese character counts 2), with an ellipsis', () => {
    const [first] = cards;
    if (!first) throw new Error('fixture has no product');
    const long = {
      ...first,
      name: '华为 Mate 60 Pro 12GB+512GB 雅川青 卫星通话 超可靠玄武架构 全焦段超清影像',
    };
    renderBlock(<ProductRowsBlock block={block} index={0} />, { productsFor: () => [long] });
    // '华为 ' (5) + 'Mate 60 Pro 12GB+512GB ' (23) + 雅川青 (6) + ' ' + 卫星通话 (8) + 超可 (4) = 47; 靠 would make 49.
    expect(card('华为 Mate 60 Pro 12GB\\+512GB 雅川青 卫星通话 超可…').textContent).not.toContain('靠玄武');
  });
});
