import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const TABS = [
  { name: 'all', title: '全部' },
  { name: 'unpaid', title: '待付款' },
  { name: 'done', title: '已完成' },
];

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Tabs tabs={TABS} swipeable sticky>
            {(active) => <p>pane {active}</p>}
          </Tabs>
        ),
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Tabs', () => {
  it('opens the tab named in the address, the first one otherwise', () => {
    setup('/order/list?tab=done');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane done');
  });

  it('replaces the history entry when the tab changes', () => {
    const router = setup('/order/list?x=1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane all');
    fireEvent.click(screen.getByRole('tab', { name: '待付款' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane unpaid');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?x=1&tab=unpaid');
  });

  it('moves to the next tab on a left swipe and back on a right swipe; ignores vertical scrolls', () => {
    setup('/order/list');
    const pane = screen.getByRole('tabpanel');
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.touchStart(pane, { touches: [{ clientX: fromX, clientY: 100 }] });
      fireEvent.touchEnd(pane, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 100);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane unpaid');
    swipe(300, 220, 400);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane unpaid');
    swipe(100, 300);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pane all');
  });

  it('moves with the arrow keys', () => {
    setup('/order/list');
    fireEvent.keyDown(screen.getByRole('tab', { name: '全部' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true');
  });
});
