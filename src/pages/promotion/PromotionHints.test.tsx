import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PromotionGroup } from '../../../schemas/api/promotion';
import { PromotionHints } from './PromotionHints';

const inRouter = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

const group = (over: Partial<PromotionGroup>): PromotionGroup => ({
  activityNo: 'FD0001',
  title: '酒水食品节',
  tiers: [
    { thresholdCents: 30000, reductionCents: 3000 },
    { thresholdCents: 60000, reductionCents: 8000 },
  ],
  eligibleCents: 36800,
  reductionCents: 3000,
  next: { thresholdCents: 60000, reductionCents: 8000, shortfallCents: 23200 },
  skuNos: ['SKU2800702'],
  ...over,
});

describe('PromotionHints', () => {
  it('says what is taken off and how much more reaches the next tier, for the store whose lines take part', () => {
    render(inRouter(<PromotionHints groups={[group({})]} skuNos={['SKU2800702', 'SKU1']} />));
    expect(screen.getByTestId('promotion-hints')).toHaveTextContent('满减已减¥30，再买¥232 可减¥80');
    expect(screen.getByRole('link', { name: '去凑单' })).toHaveAttribute('href', '/promotion/FD0001');
  });

  it('below the first tier only says how much more is needed; at the top tier only what is taken off', () => {
    const below = group({
      eligibleCents: 26800,
      reductionCents: 0,
      next: { thresholdCents: 30000, reductionCents: 3000, shortfallCents: 3200 },
    });
    const { rerender } = render(inRouter(<PromotionHints groups={[below]} skuNos={['SKU2800702']} />));
    expect(screen.getByTestId('promotion-hints')).toHaveTextContent('再买¥32 可减¥30');
    expect(screen.getByTestId('promotion-hints')).not.toHaveTextContent('已减');
    rerender(
      inRouter(
        <PromotionHints groups={[group({ reductionCents: 8000, next: null })]} skuNos={['SKU2800702']} />,
      ),
    );
    expect(screen.getByTestId('promotion-hints')).toHaveTextContent('已减¥80');
    expect(screen.getByTestId('promotion-hints')).not.toHaveTextContent('再买');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a store none of whose lines take part', () => {
    const { container } = render(inRouter(<PromotionHints groups={[group({})]} skuNos={['SKU1']} />));
    expect(container).toBeEmptyDOMElement();
  });
});
