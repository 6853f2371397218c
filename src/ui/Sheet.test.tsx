import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActionSheet } from './ActionSheet';
import { Sheet } from './Sheet';
import { useHistorySheet } from './useHistorySheet';

function Page({ onSelect }: { onSelect: (name: string) => void }) {
  const sheet = useHistorySheet('sheet', 'address');
  const actions = useHistorySheet('actions');
  return (
    <>
      <button type="button" onClick={sheet.show}>
        选择地址
      </button>
      <button type="button" onClick={actions.show}>
        分享
      </button>
      <Sheet sheet={sheet} title="收货地址">
        <p>地址列表</p>
      </Sheet>
      <ActionSheet
        sheet={actions}
        title="分享到"
        actions={[{ name: '复制链接' }, { name: '生成海报', disabled: true }]}
        onSelect={(a) => onSelect(a.name)}
      />
    </>
  );
}

function setup(path = '/order/confirm?token=t1') {
  const onSelect = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Page onSelect={onSelect} /> }], {
    initialEntries: ['/', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return { router, onSelect };
}

describe('Sheet and ActionSheet with a history entry', () => {
  it('opens with its own history entry, so back closes the sheet and stays on the page', async () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole('button', { name: '选择地址' }));
    expect(screen.getByRole('dialog', { name: '收货地址' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=t1&sheet=address');
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/order/confirm');
  });

  it('closing with the button pops the entry it pushed', async () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole('button', { name: '选择地址' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?token=t1');
  });

  it('opened from a reloaded address, closing replaces it instead of leaving the page', async () => {
    const { router } = setup('/order/confirm?sheet=address');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/order/confirm');
  });

  it('reports a choice after the action sheet has closed; cancel reports nothing', async () => {
    const { router, onSelect } = setup();
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(screen.getByRole('dialog', { name: '分享到' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成海报' })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制链接' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).toHaveBeenCalledWith('复制链接');
    expect(router.state.location.search).toBe('?token=t1');
  });
});
